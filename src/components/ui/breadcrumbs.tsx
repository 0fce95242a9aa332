import Link from '@/components/ui/local-link';
import { pageSections, type PageEntry } from '@/content/pages';
import { uiCopy } from '@/content/ui';
import { breadcrumbTrail, type Crumb } from '@/lib/breadcrumbs';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { JsonLd } from './json-ld';

/**
 * A page's breadcrumb trail from the page registry: always as BreadcrumbList
 * structured data, and as a visible trail (links to the ancestors, the current
 * page last) when `visible` is set. Only trails with a middle step are shown:
 * "Home › This page" tells a visitor nothing the header does not.
 */
export function Breadcrumbs({
  page,
  leaf,
  visible = true,
  tone = 'auto',
  className = '',
}: {
  page: Pick<PageEntry, 'path' | 'title' | 'group'>;
  /** One step below the page, for pages built from content (a post, a project story). */
  leaf?: Crumb;
  visible?: boolean;
  /** `onDark` for trails drawn over a dark banner. */
  tone?: 'auto' | 'onDark';
  className?: string;
}) {
  const trail = breadcrumbTrail(page, pageSections, leaf, uiCopy.breadcrumb.home);
  const shown = visible && trail.length > 2;
  const muted = tone === 'onDark' ? 'text-white/80' : 'text-muted';
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail)} />
      {shown && (
        <nav aria-label={uiCopy.breadcrumb.label} className={`text-sm ${muted} ${className}`}>
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {trail.map((crumb, i) => {
              const last = i === trail.length - 1;
              return (
                <li key={crumb.path} className="flex items-center gap-2">
                  {i > 0 && (
                    <span aria-hidden="true" className="opacity-60">
                      /
                    </span>
                  )}
                  {last ? (
                    <span aria-current="page" className={`font-medium ${tone === 'onDark' ? 'text-white' : 'text-fg'}`}>
                      {crumb.name}
                    </span>
                  ) : (
                    <Link href={crumb.path} className="underline-offset-4 hover:underline">
                      {crumb.name}
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
    </>
  );
}
