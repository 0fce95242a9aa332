import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';

type LinkItem = { label: string; href: string };

/** The closing call to action of a technology page: a primary button and related links. */
export function CtaBand({ title, text, primary, links = [] }: { title: string; text: string; primary: LinkItem; links?: LinkItem[] }) {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 lg:px-8">
      <div
        className="mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-emerald-800 via-teal-800 to-sky-900 px-6 py-12 text-center text-white shadow-xl sm:px-12"
        data-reveal
      >
        <h2 id="cta-title" className="text-balance text-3xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg leading-8 text-white/85">{text}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <ButtonLink href={primary.href} variant="light">
            {primary.label}
          </ButtonLink>
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-white/40 px-5 py-2 text-sm font-semibold text-white transition-colors hover:bg-white/10"
            >
              {link.label}
              <span aria-hidden="true">→</span>
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
