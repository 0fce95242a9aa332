import { ButtonLink } from '@/components/ui/button-link';
import { notFoundCopy as c } from '@/content/not-found';
import { LogMissingPath } from './log-missing-path';

/**
 * The body of the not-found page, set like the site's other page openings: flush left,
 * the code as a small label over the heading, what happened and the two ways on. The
 * site's header and footer around it carry the rest of the navigation. React carries this
 * view in every public page's payload (the boundary of `notFound()`), so it stays small.
 */
export function NotFoundView() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
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
      <LogMissingPath />
    </section>
  );
}
