import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { calculatorCopy } from '@/content/calculator';
import { pages } from '@/content/pages';

/** The band that leads from the BMP, CBG, services and home pages to /calculator; `also` is a second, quieter way on (home: to /feedstock). */
export function CalculatorTeaser({ tone = 'plain', also }: { tone?: 'plain' | 'tinted'; also?: { label: string; href: string } }) {
  const copy = calculatorCopy.links;
  return (
    // On a phone the band is `compact` and says its point in the short line (`teaser`): the full sentence ran to seven lines there.
    <Section align="start" id="feedstock-calculator" tone={tone} compact>
      <div className="grid items-center gap-6 rounded-3xl border border-border bg-surface p-6 sm:p-10 lg:grid-cols-[2fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand">{copy.eyebrow}</p>
          <h2 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{copy.title}</h2>
          <p className="mt-3 max-w-prose leading-7 text-muted sm:hidden">{copy.teaser}</p>
          <p className="mt-3 max-w-prose leading-7 text-muted max-sm:hidden">{copy.text}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 lg:flex-col lg:items-center">
          <ButtonLink href={pages.calculator.path}>{copy.button}</ButtonLink>
          {also && (
            <ButtonLink href={also.href} variant="ghost" className="px-0 lg:px-6">
              {also.label} <span aria-hidden="true">→</span>
            </ButtonLink>
          )}
        </div>
      </div>
    </Section>
  );
}
