import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/*
 * The staff workspace: rendered per request (every page checks the session's
 * role, src/server/staff/guard.ts), never indexed. Cache-Control: no-store and
 * the nonce-based Content-Security-Policy come from src/proxy.ts.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Staff workspace',
  robots: { index: false, follow: false, nocache: true },
};

export default function StaffLayout({ children }: { children: ReactNode }) {
  return <div className="bg-bg">{children}</div>;
}
