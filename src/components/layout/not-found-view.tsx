import { ButtonLink } from '@/components/ui/button-link';
import { notFoundCopy } from '@/content/not-found';
import { LogMissingPath } from './log-missing-path';

/** The body of the not-found page: the code, what happened, and two ways on. */
export function NotFoundView() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-7xl font-black text-brand">{notFoundCopy.code}</p>
      <h1 className="mt-6 text-balance text-3xl font-bold tracking-tight sm:text-4xl">{notFoundCopy.heading}</h1>
      <p className="mt-4 text-lg text-muted">{notFoundCopy.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={notFoundCopy.home.href}>{notFoundCopy.home.label}</ButtonLink>
        <ButtonLink href={notFoundCopy.sitemap.href} variant="secondary">
          {notFoundCopy.sitemap.label}
        </ButtonLink>
      </div>
      <LogMissingPath />
    </section>
  );
}
