import Link from '@/components/ui/local-link';
import type { ReactNode } from 'react';

/** A secondary, outlined button beside the primary one in a page's opening (an in-page anchor or another page). */
export function HeroLink({ href, children }: { href: string; children: ReactNode }) {
  const cls =
    'inline-flex min-h-11 items-center justify-center rounded-full border border-border px-6 py-2.5 text-sm font-semibold text-fg transition-colors hover:border-brand hover:text-brand';
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
