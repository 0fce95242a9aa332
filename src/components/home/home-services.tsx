import Link from '@/components/ui/local-link';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { homeServices } from '@/content/home';
import { uiCopy } from '@/content/ui';
import { Icon } from './icons';

/**
 * The services block under "Who We Are": six cards linking to the service pages, each with one
 * short sentence (src/content/home.ts) that shows whole on a phone; the section is `compact` there.
 */
export function HomeServices() {
  const s = homeServices;
  return (
    <Section id={s.id} eyebrow={s.eyebrow} title={s.title} intro={s.intro} tone="tinted" compact>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {s.items.map((item) => (
          <li key={item.href} data-reveal>
            <Link
              href={item.href}
              className="group flex h-full flex-col rounded-2xl border border-border bg-bg p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand hover:shadow-md sm:p-6"
            >
              {/* On a phone the icon stands beside the name and an arrow ends the line, so six services take half the scroll. */}
              <div className="flex items-center gap-3 sm:block">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand sm:size-12">
                  <Icon name={item.icon} />
                </span>
                <h3 className="text-lg font-semibold text-fg group-hover:text-brand sm:mt-5">{item.title}</h3>
                <Icon name="arrow" className="ml-auto size-4 shrink-0 text-brand sm:hidden" />
              </div>
              <p className="mt-2 flex-1 text-sm leading-6 text-muted">{item.description}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand max-sm:hidden" aria-hidden="true">
                {uiCopy.details} <Icon name="arrow" className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-6 sm:mt-10 sm:text-center">
        <ButtonLink href={s.cta.href} variant="secondary">
          {s.cta.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
