import type { TechnologyEntry } from '@/content/technology-hydrogen';
import { english } from '@/content/i18n';
import { fillTemplate } from '@/lib/format';

/** The card's own words (`technologies.cardLabels` of src/content/technology-hydrogen.ts). */
export type TechnologyCardLabels = { efficiency: string; meter: string; features: string };

/** A production technology with its efficiency shown as a labelled meter and a feature list. */
export function TechnologyCard({ entry, labels }: { entry: TechnologyEntry; labels: TechnologyCardLabels }) {
  // From the English title: a Hindi or Marathi one has no [a-z] and every card would get the same id.
  const labelId = `tech-${english(entry).title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <article className="flex flex-col rounded-3xl border border-border bg-bg p-6 shadow-sm sm:p-8" aria-labelledby={labelId} data-reveal>
      <h3 id={labelId} className="text-2xl font-bold tracking-tight">
        {entry.title}
      </h3>
      <div className="mt-5">
        <div className="flex items-baseline justify-between text-sm font-medium">
          <span className="text-muted">{labels.efficiency}</span>
          <span className="text-3xl font-extrabold text-brand">{entry.efficiency}%</span>
        </div>
        <div
          role="meter"
          aria-label={fillTemplate(labels.meter, { title: entry.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={entry.efficiency}
          aria-valuetext={`${entry.efficiency}%`}
          className="mt-2 h-3 overflow-hidden rounded-full bg-surface-2"
        >
          <div className="h-full rounded-full bg-brand" style={{ width: `${entry.efficiency}%` }} />
        </div>
      </div>
      <p className="mt-5 leading-7 text-muted">{entry.description}</p>
      <h4 className="mt-6 text-sm font-semibold uppercase tracking-wide text-fg">{labels.features}</h4>
      <ul className="mt-3 space-y-2.5">
        {entry.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-sm leading-6">
            <svg viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-brand" fill="currentColor" aria-hidden="true">
              <path fillRule="evenodd" d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z" clipRule="evenodd" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}
