import Link from 'next/link';
import type { ReactNode } from 'react';

/** A secondary, outlined button for use on the dark hero banner. */
export function HeroLink({ href, children }: { href: string; children: ReactNode }) {
  const cls =
    'inline-flex min-h-11 items-center justify-center rounded-full border border-white/60 px-6 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-white/10';
  return href.startsWith('#') ? (
    <a href={href} className={cls}>
      {children}
    </a>
  ) : (
    <Link href={href} className={cls}>
      {children}
    </Link>
  );
}
