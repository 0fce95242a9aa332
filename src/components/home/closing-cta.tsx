import Link from '@/components/ui/local-link';
import { ButtonLink } from '@/components/ui/button-link';
import { company } from '@/content/company';
import { closingCta, readyToStart } from '@/content/home';
import { Icon } from './icons';

/**
 * The page's one close: "Ready to Get Started?" over the closing sentence and Contact Us,
 * then a quiet row of the ways to reach us (call, e-mail, Request Consultation; numbers
 * from company.ts) and the links to three technology pages, set as a quiet row of text links (as
 * pills stacked on a phone they were a third button group, louder than the call and the e-mail).
 * One band, not two panels.
 */
export function ClosingCta() {
  const c = closingCta;
  const r = readyToStart;
  const phone = company.phones.primary;
  const channels = [
    { href: `tel:${phone.e164}`, icon: 'phone', label: <>{r.callLabel} · {phone.label}</>, value: phone.display },
    { href: `mailto:${company.email}`, icon: 'mail', label: r.emailLabel, value: company.email },
  ] as const;
  return (
    <section aria-labelledby="closing-title" className="px-4 pb-12 sm:px-6 sm:pb-20 lg:px-8">
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-[2rem] panel-brand px-6 py-10 text-left text-white shadow-xl sm:px-12 sm:py-20 sm:text-center" data-reveal>
        {/* Left-aligned on phones, where the sentence runs to four centred lines; centred from 640 px. */}
        <div className="absolute inset-y-0 left-0 -z-10 w-[200%] animate-gradient sheen-brand" aria-hidden="true" />
        <p className="text-sm font-semibold uppercase tracking-wider text-emerald-200">{r.title}</p>
        <h2 id="closing-title" className="mt-3 max-w-3xl text-balance text-3xl sm:mx-auto font-bold tracking-tight sm:text-4xl">
          {c.title}
        </h2>
        <p className="mt-4 max-w-2xl text-pretty sm:mx-auto text-white/85 max-sm:leading-7 sm:text-lg sm:leading-8">{c.text}</p>
        <div className="mt-6 sm:mt-8">
          <ButtonLink href={c.cta.href} variant="light" className="px-8 text-base">
            {c.cta.label}
          </ButtonLink>
        </div>
        <div className="mx-auto mt-8 max-w-4xl border-t border-white/20 pt-6 sm:mt-10 sm:pt-8">
          <p className="max-w-2xl text-pretty leading-7 text-white/85 sm:mx-auto">{r.text}</p>
          <ul className="mt-4 flex flex-col gap-x-8 gap-y-1 sm:flex-row sm:flex-wrap sm:justify-center">
            {channels.map((channel) => (
              <li key={channel.href}>
                <a href={channel.href} className="inline-flex min-h-11 items-center gap-2 rounded-lg hover:underline">
                  <Icon name={channel.icon} className="size-4 shrink-0 text-emerald-200" />
                  <span className="text-sm text-white/75">{channel.label}</span>
                  <span className="font-semibold">{channel.value}</span>
                </a>
              </li>
            ))}
            <li>
              <Link href={r.cta.href} className="inline-flex min-h-11 items-center gap-2 font-semibold hover:underline">
                {r.cta.label}
                <Icon name="arrow" className="size-4" />
              </Link>
            </li>
          </ul>
        </div>
        <nav aria-label={c.linksLabel} className="mt-8 sm:mt-10">
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-200">{c.linksLabel}</p>
          <ul className="mt-2 flex flex-wrap gap-x-6 sm:justify-center">
            {c.links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-flex min-h-9 items-center gap-1.5 font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
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
