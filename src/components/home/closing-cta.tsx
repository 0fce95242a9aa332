import Link from '@/components/ui/local-link';
import { ButtonLink } from '@/components/ui/button-link';
import { closingCta } from '@/content/home';
import { Icon } from './icons';

/** Closing call to action: Contact Us, plus links to three technology pages. */
export function ClosingCta() {
  const c = closingCta;
  return (
    <section aria-labelledby="closing-title" className="px-4 pb-20 sm:px-6 lg:px-8">
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-[2rem] panel-brand px-6 py-14 text-left text-white shadow-xl sm:px-12 sm:py-20 sm:text-center" data-reveal>
        {/* Left-aligned on phones, where the sentence runs to four centred lines; centred from 640 px. */}
        <div className="absolute inset-y-0 left-0 -z-10 w-[200%] animate-gradient sheen-brand" aria-hidden="true" />
        <h2 id="closing-title" className="max-w-3xl text-balance text-3xl sm:mx-auto font-bold tracking-tight sm:text-4xl">
          {c.title}
        </h2>
        <p className="mt-4 max-w-2xl text-pretty sm:mx-auto text-lg leading-8 text-white/85">{c.text}</p>
        <div className="mt-8">
          <ButtonLink href={c.cta.href} variant="light" className="px-8 text-base">
            {c.cta.label}
          </ButtonLink>
        </div>
        <nav aria-label={c.linksLabel} className="mt-10">
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-200">{c.linksLabel}</p>
          <ul className="mt-4 flex flex-wrap gap-3 sm:justify-center">
            {c.links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/30 px-5 py-2 text-sm font-semibold text-white transition-colors hover:bg-white/10"
                >
                  {link.label}
                  <Icon name="arrow" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
