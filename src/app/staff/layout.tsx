import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Document } from '@/components/layout/document';
import { company } from '@/content/company';

/*
 * The staff workspace: its own document (in English) and frame, without the
 * public header, footer and reveal animations. Rendered per request (every page checks the session's
 * role, src/server/staff/guard.ts), never indexed. Cache-Control: no-store and
 * the nonce-based Content-Security-Policy come from src/proxy.ts, which also
 * allows the root layout's theme script by its hash.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: `Staff workspace | ${company.shortName}`, template: `%s | Staff workspace` },
  robots: { index: false, follow: false, nocache: true },
  icons: { icon: '/icon.svg' },
};

export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <Document locale="en">
    <div className="min-h-screen bg-bg">
      <header className="border-b border-border bg-surface">
        <p className="mx-auto max-w-6xl px-4 py-3 text-sm font-semibold sm:px-6 lg:px-8">
          {company.shortName} <span className="font-normal text-muted">· Staff workspace</span>
        </p>
      </header>
      <main id="main" className="outline-none">
        {children}
      </main>
    </div>
    </Document>
  );
}
