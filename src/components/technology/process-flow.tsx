import { KeepCompounds } from '@/components/ui/keep-compounds';
import Link from '@/components/ui/local-link';
import type { FlowProduct, ProcessFlowSpec } from '@/content/types';

type Figure = NonNullable<FlowProduct['figures']>[number];

/**
 * A figure large and what it measures under it (a range such as "17–26%" kept on one line); with
 * an `href`, the pair is a link to where it is worked out. `compact` (a drawing's stations, on a
 * phone): the figure stands at the right of its box's row and what it measures under the step's
 * name, the box being a grid of two columns (StepBox).
 */
function FigureLines({ figure, compact = false }: { figure: Figure; compact?: boolean }) {
  const value = (
    <span
      className={`block text-2xl font-bold tracking-tight text-fg tabular-nums sm:text-[1.625rem] ${compact ? 'max-sm:col-start-2 max-sm:row-span-2 max-sm:row-start-1 max-sm:self-center max-sm:text-right max-sm:text-xl' : ''}`}
    >
      {figure.value}
    </span>
  );
  const label = <KeepCompounds text={figure.label} />;
  const labelClass = `block text-sm font-medium text-brand ${compact ? 'max-sm:col-start-1 max-sm:pl-8' : ''}`;
  return (
    <p className={compact ? 'mt-2 max-sm:contents' : 'mt-2'}>
      {figure.href ? (
        <Link href={figure.href} className={`group block rounded-sm ${compact ? 'max-sm:contents' : ''}`}>
          {value}{' '}
          <span className={`${labelClass} underline decoration-brand/40 underline-offset-2 group-hover:decoration-brand`}>
            {label}
            <span aria-hidden="true"> →</span>
          </span>
        </Link>
      ) : (
        <>
          {value}
          <span className={labelClass}>{label}</span>
        </>
      )}
    </p>
  );
}

/**
 * One box of the diagram: the step's name, its figure(s) large, what each measures and what happens.
 * `marker`: the number is drawn as a drawing marks its station (a round badge, as
 * /technology/hydrogen-production's legend names the rig's parts), not as a plain "01". Then, on a
 * phone, the box is one compact row: badge and name over what the figure measures on the left, the
 * figure on the right, and no sentence of what happens (the drawing above shows it); the five rows
 * are about a third of a screen, every figure in sight without a swipe.
 */
function StepBox({ step, index, product = false, marker = false }: { step: FlowProduct; index?: number; product?: boolean; marker?: boolean }) {
  const compact = marker && step.figure !== undefined;
  return (
    <div
      className={`h-full rounded-xl border border-border bg-bg p-4 sm:p-5 ${product ? 'border-l-4 border-l-brand' : ''} ${compact ? 'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:px-3 max-sm:py-2.5' : ''}`}
    >
      <p className={`text-xs font-semibold uppercase tracking-wider text-muted ${marker ? 'flex items-center' : ''}`}>
        {index !== undefined &&
          (marker ? (
            <span className="mr-2 grid size-6 shrink-0 place-items-center rounded-full bg-fg text-xs font-bold text-bg tabular-nums">{index + 1}</span>
          ) : (
            <span className="mr-1.5 text-brand">{String(index + 1).padStart(2, '0')}</span>
          ))}
        {step.title}
      </p>
      {step.figure && <FigureLines figure={step.figure} compact={compact} />}
      {/* Several figures (a product on each feed) side by side where the box is wide enough. */}
      {step.figures && (
        <div className="flex flex-wrap gap-x-8">
          {step.figures.map((figure) => (
            <FigureLines key={figure.label} figure={figure} />
          ))}
        </div>
      )}
      {step.figuresNote && <p className="mt-2 text-xs leading-5 text-muted">{step.figuresNote}</p>}
      <p className={`mt-2 text-sm leading-6 text-muted ${compact ? 'max-sm:hidden' : ''}`}>{step.text}</p>
    </div>
  );
}

/**
 * A process-flow diagram drawn with HTML and CSS: the steps as an ordered list joined by
 * arrows (down on phones and tablets, across from `lg`), then the products the last step
 * splits into. Every figure is text, so the diagram reads the same to a screen reader,
 * without CSS and in search results. A Server Component: no client JavaScript.
 *
 * Across, the products take the last columns of the one row, grouped under their
 * label ("Products") and joined to the last step by its arrow: the flow forks there, and every
 * box has one top edge and one height. On tablets the products stand side by side under the
 * last downward arrow, the same fork, their label above them.
 *
 * Products with several figures each (one per feed) would be too narrow for their figures in a
 * column of their own: then they stand side by side in a row under the steps at every width, the
 * last step's product on the right under its downward arrow.
 *
 * With `stations`, the steps and then the products carry the stations' numbers of a drawing the
 * caller places beside or above the diagram (home: components/home/what-we-build.tsx), and on a
 * phone each box is one compact row (StepBox): five full boxes one under another were more than a
 * screen of their own, and a row scrolling sideways hid the products, the figures that sell the plant.
 */
export function ProcessFlow({
  flow,
  stations = false,
}: {
  flow: ProcessFlowSpec;
  /** The boxes carry a drawing's station numbers, and are compact rows on a phone. */
  stations?: boolean;
}) {
  const outputs = flow.outputs ?? [];
  const below = outputs.some((out) => (out.figures?.length ?? 0) > 1);
  const cols = flow.steps.length + (below ? 0 : outputs.length);
  const last = flow.steps.length - 1;
  // The arrow after each step, drawn by the li's ::after: down below it, across (centred on the
  // step, which is as tall as its row) from lg; the last step's stays down when the products are below.
  const down = "relative after:absolute after:-bottom-5 after:left-1/2 after:h-5 after:w-4 after:-translate-x-1/2 after:bg-brand after:content-[''] after:[clip-path:polygon(40%_0,60%_0,60%_60%,100%_60%,50%_100%,0_60%,40%_60%)]";
  const across = 'lg:after:left-auto lg:after:-right-5 lg:after:top-1/2 lg:after:h-4 lg:after:w-5 lg:after:-translate-y-1/2 lg:after:translate-x-0 lg:after:[clip-path:polygon(0_40%,60%_40%,60%_0,100%_50%,60%_100%,60%_60%,0_60%)]';
  // Stations on a phone: compact rows, closer together, so shorter arrows between them.
  const tight = stations ? 'max-sm:after:-bottom-3 max-sm:after:h-3' : '';
  return (
    <figure aria-labelledby={`${flow.id}-caption`} className="m-0">
      <ol
        className={`grid gap-5 ${stations ? 'max-sm:gap-3' : ''} lg:grid-cols-[repeat(var(--cols),minmax(0,1fr))] ${below || outputs.length === 0 ? '' : 'lg:pt-8'}`}
        style={{ ['--cols' as string]: cols, ['--outputs' as string]: outputs.length }}
      >
        {flow.steps.map((step, i) => (
          <li key={step.title} className={`${down} ${tight} ${below && i === last ? '' : across}`}>
            <StepBox step={step} index={i} marker={stations} />
          </li>
        ))}
        {outputs.length > 0 && (
          <li className={`grid gap-3 sm:grid-cols-2 ${below ? 'lg:col-span-full lg:gap-5' : 'relative lg:col-span-(--outputs) lg:grid-cols-[repeat(var(--outputs),minmax(0,1fr))] lg:gap-5'}`}>
            {flow.outputsLabel &&
              (below ? (
                <p className="sr-only">{flow.outputsLabel}</p>
              ) : (
                // Across, above the products' boxes (out of the row, so they keep the steps' top edge): the name of the fork.
                <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-wider text-brand sm:col-span-full lg:absolute lg:inset-x-0 lg:-top-8">
                  {flow.outputsLabel}
                  <span aria-hidden="true" className="h-px flex-1 bg-brand" />
                </p>
              ))}
            {/* Below the steps, the last step's product (the first) stands under its arrow, on the right. */}
            {outputs.map((out, i) => (
              <div key={out.title} className={below && i === 0 ? 'lg:order-last' : undefined}>
                <StepBox step={out} product index={stations ? flow.steps.length + i : undefined} marker={stations} />
              </div>
            ))}
          </li>
        )}
      </ol>
      {/* With stations, the numbered badges already say what the caption says: it is kept for screen readers only. */}
      <figcaption id={`${flow.id}-caption`} className={stations ? 'sr-only' : 'mt-4 text-sm text-muted'}>
        {flow.caption}
      </figcaption>
    </figure>
  );
}
