import type { FlowStep, ProcessFlowSpec } from '@/content/types';

/** One box of the diagram: the step's name, its figure large, what the figure measures and what happens. */
function StepBox({ step, index, product = false }: { step: FlowStep; index?: number; product?: boolean }) {
  return (
    <div className={`h-full rounded-xl border border-border bg-bg p-4 sm:p-5 ${product ? 'border-l-4 border-l-brand' : ''}`}>
      <p className="text-xs font-semibold uppercase tracking-wider text-muted">
        {index !== undefined && <span className="mr-1.5 text-brand">{String(index + 1).padStart(2, '0')}</span>}
        {step.title}
      </p>
      {step.figure && (
        <p className="mt-2">
          <span className="block text-2xl font-bold tracking-tight text-fg tabular-nums sm:text-[1.625rem]">{step.figure.value}</span>
          <span className="block text-sm font-medium text-brand">{step.figure.label}</span>
        </p>
      )}
      <p className="mt-2 text-sm leading-6 text-muted">{step.text}</p>
    </div>
  );
}

/**
 * A process-flow diagram drawn with HTML and CSS: the steps as an ordered list
 * joined by arrows (down on phones, across on wide screens), and the products the
 * last step splits into stacked at the end. Every figure is text, so the diagram
 * reads the same to a screen reader, without CSS and in search results. A Server
 * Component: no client JavaScript.
 */
export function ProcessFlow({ flow, columnsAt = 'lg' }: { flow: ProcessFlowSpec; columnsAt?: 'md' | 'lg' }) {
  const outputs = flow.outputs ?? [];
  const cols = flow.steps.length + (outputs.length ? 1 : 0);
  // The arrow after each step: a line with a head, drawn by the li's ::after.
  const across =
    columnsAt === 'md'
      ? 'md:after:left-auto md:after:-right-5 md:after:top-1/2 md:after:h-4 md:after:w-5 md:after:-translate-y-1/2 md:after:translate-x-0 md:after:[clip-path:polygon(0_40%,60%_40%,60%_0,100%_50%,60%_100%,60%_60%,0_60%)]'
      : 'lg:after:left-auto lg:after:-right-5 lg:after:top-1/2 lg:after:h-4 lg:after:w-5 lg:after:-translate-y-1/2 lg:after:translate-x-0 lg:after:[clip-path:polygon(0_40%,60%_40%,60%_0,100%_50%,60%_100%,60%_60%,0_60%)]';
  // Across, the boxes of the row stretch to one height and share its top and bottom edges (centred,
  // boxes of different lengths zig-zagged and sat lower than the stacked products); each li is as
  // tall as the row, so its arrow at half its height is centred on the row.
  const grid = columnsAt === 'md' ? 'md:grid-cols-[repeat(var(--cols),minmax(0,1fr))] md:gap-5' : 'lg:grid-cols-[repeat(var(--cols),minmax(0,1fr))] lg:gap-5';
  return (
    <figure aria-labelledby={`${flow.id}-caption`} className="m-0">
      <ol className={`grid gap-5 ${grid}`} style={{ ['--cols' as string]: cols }}>
        {flow.steps.map((step, i) => (
          <li
            key={step.title}
            className={`relative after:absolute after:-bottom-5 after:left-1/2 after:h-5 after:w-4 after:-translate-x-1/2 after:bg-brand after:content-[''] after:[clip-path:polygon(40%_0,60%_0,60%_60%,100%_60%,50%_100%,0_60%,40%_60%)] ${across}`}
          >
            <StepBox step={step} index={i} />
          </li>
        ))}
        {outputs.length > 0 && (
          <li className="grid gap-3">
            {flow.outputsLabel && <p className="sr-only">{flow.outputsLabel}</p>}
            {outputs.map((out) => (
              <StepBox key={out.title} step={out} product />
            ))}
          </li>
        )}
      </ol>
      <figcaption id={`${flow.id}-caption`} className="mt-4 text-sm text-muted">
        {flow.caption}
      </figcaption>
    </figure>
  );
}
