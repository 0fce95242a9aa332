import type { Capability } from '@/content/about';
import { pages } from '@/content/pages';
import Link from '@/components/ui/local-link';

/**
 * The capabilities as a ruled list in two columns, as an engineering firm's scope of work
 * reads: each a name, one sentence, and the page that shows it (named by that page's title
 * in the registry, so the link reads the same as the menu).
 */
export function CapabilityList({ items }: { items: Capability[] }) {
  // Read while rendering, as every string of copy is: only then is the request's language known.
  const registry = Object.values(pages);
  return (
    <ul className="grid border-b border-border sm:grid-cols-2 sm:gap-x-12">
      {items.map((item) => {
        const target = registry.find((p) => p.path === item.href);
        return (
          <li key={item.title} className="flex flex-col border-t border-border py-5" data-reveal>
            <h3 className="text-lg font-semibold text-fg">{item.title}</h3>
            <p className="mt-1 flex-1 text-pretty leading-7 text-muted">{item.description}</p>
            {target && (
              <Link href={target.path} className="mt-2 inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-accent hover:underline">
                {target.title}
                <span aria-hidden="true">→</span>
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
