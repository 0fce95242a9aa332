import type { FlowStep, StageTrainSpec } from '@/content/types';

function Box({ step, product = false }: { step: FlowStep; product?: boolean }) {
  return (
    <div className={`rounded-xl border p-4 sm:p-5 ${product ? 'border-brand bg-brand-soft/50' : 'border-border bg-bg'}`}>
      <p className="font-semibold leading-snug text-fg">{step.title}</p>
      {step.figure && (
        <p className="mt-1.5">
          <span className="text-xl font-bold tracking-tight tabular-nums">{step.figure.value}</span>{' '}
          <span className="text-sm text-muted">{step.figure.label}</span>
        </p>
      )}
      <p className="mt-1.5 text-sm leading-6 text-muted">{step.text}</p>
    </div>
  );
}

/**
 * A reactor train drawn with HTML and CSS: the stages top to bottom on the left,
 * joined by downward arrows, and each stage's product leaving to the right on a
 * horizontal arrow (below and indented on phones). A Server Component.
 */
export function StageTrain({ train }: { train: StageTrainSpec }) {
  const down = "after:absolute after:-bottom-6 after:left-8 after:h-6 after:w-4 after:bg-brand after:content-[''] after:[clip-path:polygon(40%_0,60%_0,60%_60%,100%_60%,50%_100%,0_60%,40%_60%)]";
  return (
    <figure aria-labelledby={`${train.id}-caption`} className="m-0">
      {train.title && <h3 className="mb-6 text-xl font-semibold tracking-tight text-fg">{train.title}</h3>}
      <ol className="grid gap-6">
        {train.rows.map((row, i) => (
          <li key={row.stage.title} className={`relative grid gap-3 sm:grid-cols-[minmax(0,3fr)_3rem_minmax(0,2fr)] sm:items-center sm:gap-0 ${i < train.rows.length - 1 ? down : ''}`}>
            <Box step={row.stage} />
            {row.product && (
              <>
                <span aria-hidden="true" className="hidden h-4 bg-brand [clip-path:polygon(0_40%,70%_40%,70%_0,100%_50%,70%_100%,70%_60%,0_60%)] sm:block" />
                <div className="ml-8 sm:ml-0">
                  <span className="sr-only">{train.productsLabel}: </span>
                  <Box step={row.product} product />
                </div>
              </>
            )}
          </li>
        ))}
      </ol>
      <figcaption id={`${train.id}-caption`} className="mt-4 text-sm text-muted">
        {train.caption}
      </figcaption>
    </figure>
  );
}
