import Link from 'next/link';
import type { ReactNode } from 'react';

/** A secondary button for dark backgrounds: white outline and text. */
export function OutlineLightLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-white/70 px-6 py-2.5 text-sm font-semibold text-white transition-colors hover:border-white hover:bg-white/10"
    >
      {children}
    </Link>
  );
}
