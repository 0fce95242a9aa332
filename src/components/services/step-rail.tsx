import type { ProcessFlowSpec } from '@/content/types';

/**
 * A short sequence drawn as a rail: numbered stations on one vertical line, each
 * with its title and what happens there (a sample's preparation, a synthesis
 * route, the five steps of a laboratory project). Reads top to bottom at every
 * width, so it fits beside text. A Server Component; the numbers are decoration,
 * the list's order carries the sequence. Without a caption the list is named by
 * `label`; `titleAs="h3"` makes the step titles headings where the steps are the
 * section's subject (/services).
 */
export function StepRail({
  flow,
  label,
  titleAs: Title = 'p',
}: {
  flow: Pick<ProcessFlowSpec, 'id' | 'steps'> & { caption?: string };
  label?: string;
  titleAs?: 'p' | 'h3';
}) {
  const rail = (
    <ol aria-label={flow.caption ? undefined : label} className="relative ml-3.5 border-l-2 border-brand/35">
      {flow.steps.map((step, i) => (
        <li key={step.title} className="relative pb-6 pl-8 last:pb-0">
          <span aria-hidden="true" className="absolute -left-[15px] top-0 grid size-7 place-items-center rounded-full bg-brand text-xs font-bold text-brand-fg tabular-nums">
            {i + 1}
          </span>
          <Title className="font-semibold leading-7">{step.title}</Title>
          <p className="mt-1 text-sm leading-6 text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
  if (!flow.caption) return rail;
  return (
    <figure aria-labelledby={`${flow.id}-caption`} className="m-0">
      {rail}
      <figcaption id={`${flow.id}-caption`} className="mt-4 text-sm text-muted">
        {flow.caption}
      </figcaption>
    </figure>
  );
}
