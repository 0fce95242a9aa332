import type { Pillar } from '@/content/about';

/**
 * The pillars as a short numbered list: three columns on a wide screen, one under the other
 * on a phone, each under a rule with its number, title, one sentence and what it means in
 * practice. Set in type like the rest of the page, not as dark cards.
 */
export function PillarList({ pillars }: { pillars: Pillar[] }) {
  return (
    <ol className="grid gap-10 md:grid-cols-3 md:gap-12">
      {pillars.map((pillar, i) => (
        <li key={pillar.title} className="border-t-2 border-brand pt-5" data-reveal>
          <p aria-hidden="true" className="text-sm font-semibold tabular-nums text-brand">
            {String(i + 1).padStart(2, '0')}
          </p>
          <h3 className="mt-2 text-xl font-semibold text-fg">{pillar.title}</h3>
          <p className="mt-2 text-pretty leading-7 text-muted">{pillar.description}</p>
          <ul className="mt-4 space-y-2 border-t border-border pt-4">
            {pillar.points.map((point) => (
              <li key={point} className="flex gap-3 text-sm leading-6 text-fg">
                <span aria-hidden="true" className="mt-2.5 h-px w-3 shrink-0 bg-brand" />
                {point}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
