import Link from '@/components/ui/local-link';
import { ButtonLink } from '@/components/ui/button-link';
import { notFoundCopy as c } from '@/content/not-found';
import { LogMissingPath } from './log-missing-path';

/**
 * The body of the not-found page, set like the site's other page openings: flush left,
 * the code as a small label over the heading, what happened, the two ways on, and the
 * most visited pages as a ruled list beside it (below it on a phone).
 */
export function NotFoundView() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 sm:py-28 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-end lg:gap-16 lg:px-8">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand">
          <span className="tabular-nums">{c.code}</span>
          <span aria-hidden="true" className="mx-2 text-muted">·</span>
          {c.eyebrow}
        </p>
        <h1 id="not-found-title" className="mt-3 max-w-3xl text-balance text-4xl font-bold tracking-tight sm:text-5xl">
          {c.heading}
        </h1>
        <p className="mt-5 max-w-[60ch] text-pretty text-lg leading-8 text-muted">{c.body}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={c.home.href}>{c.home.label}</ButtonLink>
          <ButtonLink href={c.sitemap.href} variant="secondary">
            {c.sitemap.label}
          </ButtonLink>
        </div>
      </div>
      <nav aria-labelledby="not-found-popular">
        <h2 id="not-found-popular" className="text-xs font-semibold uppercase tracking-wider text-muted">
          {c.popular.title}
        </h2>
        <ul className="mt-3 border-t border-border">
          {c.popular.links.map((link) => (
            <li key={link.href} className="border-b border-border">
              <Link href={link.href} className="group flex min-h-12 items-center justify-between gap-4 py-3 font-semibold hover:text-brand">
                {link.label}
                <span aria-hidden="true" className="text-brand transition-transform group-hover:translate-x-1">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LogMissingPath />
    </section>
  );
}
