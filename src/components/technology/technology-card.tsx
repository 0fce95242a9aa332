import type { TechnologyEntry } from '@/content/technology-hydrogen';
import { english } from '@/content/i18n';

/** The card's own words (`technologies.cardLabels` of src/content/technology-hydrogen.ts). */
export type TechnologyCardLabels = { features: string };

/** A production technology with its efficiency figure (labelled with what it counts) and its features as a ruled list. */
export function TechnologyCard({ entry, labels }: { entry: TechnologyEntry; labels: TechnologyCardLabels }) {
  // From the English title: a Hindi or Marathi one has no [a-z] and every card would get the same id.
  const labelId = `tech-${english(entry).title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <article className="flex flex-col rounded-3xl border border-border bg-bg p-6 shadow-sm sm:p-8" aria-labelledby={labelId} data-reveal>
      <h3 id={labelId} className="text-2xl font-bold tracking-tight">
        {entry.title}
      </h3>
      {/* The efficiency as a figure, not a bar: the routes table below prints the same number
          beside the other parameters, and a second drawing of it only decorated. */}
      <p className="mt-5 flex items-baseline justify-between gap-4 border-y border-border py-3 text-sm">
        <span className="text-muted">{entry.efficiencyLabel}</span>
        <span className="text-3xl font-semibold tracking-tight text-fg tabular-nums" data-efficiency>
          {entry.efficiency}%
        </span>
      </p>
      <p className="mt-5 leading-7 text-muted">{entry.description}</p>
      <h4 className="mt-6 text-sm font-semibold uppercase tracking-wide text-fg">{labels.features}</h4>
      <ul className="mt-3 divide-y divide-border border-b border-border">
        {entry.features.map((feature) => (
          <li key={feature} className="py-2.5 text-sm leading-6">
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}
