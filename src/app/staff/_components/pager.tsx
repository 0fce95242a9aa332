import Link from 'next/link';

/** "Newer" / "Older" links under a workspace list, newest first; `href` gives a page's address. */
export function Pager({ page, hasOlder, href }: { page: number; hasOlder: boolean; href: (page: number) => string }) {
  if (page <= 1 && !hasOlder) return null;
  const link = 'rounded-md px-2 py-1 text-brand-strong underline-offset-4 hover:underline';
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-4 text-sm font-semibold">
      {page > 1 ? (
        <Link prefetch={false} href={href(page - 1)} className={link}>
          ← Newer
        </Link>
      ) : null}
      <span className="font-normal text-muted">Page {page.toLocaleString('en-IN')}</span>
      {hasOlder ? (
        <Link prefetch={false} href={href(page + 1)} className={link}>
          Older →
        </Link>
      ) : null}
    </nav>
  );
}
