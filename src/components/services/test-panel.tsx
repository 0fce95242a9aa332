import type { TestPanel as TestPanelData } from '@/content/services-bmp-bhp';
import { bmpBhpTabsCopy } from '@/content/services-bmp-bhp';
import { IconTile } from '@/components/ui/icon-tile';
import { CheckList } from '@/components/ui/check-list';
import { FactList } from '@/components/ui/fact-list';
import { CheckIcon, ServiceIcon } from './service-icon';

/** One BMP or BHP programme: description, conditions table, procedure, deliverables. */
export function TestPanel({ panel }: { panel: TestPanelData }) {
  const copy = bmpBhpTabsCopy;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
      <div data-reveal>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand">{panel.tab}</p>
        <h3 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{panel.title}</h3>
        <p className="mt-3 text-lg font-medium">{panel.summary}</p>
        <div className="mt-4 space-y-4 leading-7 text-muted">
          {panel.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <h4 className="mt-8 text-lg font-bold">{copy.procedureTitle}</h4>
        <ol className="mt-4 space-y-3">
          {panel.procedure.map((step, i) => (
            <li key={step} className="flex gap-3 leading-7">
              <span aria-hidden="true" className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-brand-soft text-sm font-bold text-brand">
                {i + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <IconTile as="div" heading="h4" className="mt-8 flex gap-3 rounded-xl border-l-4 border-brand bg-bg p-5" icon={<ServiceIcon name="spark" className="mt-0.5 size-5 shrink-0 text-brand" />}
          title={panel.note.title} titleClassName="font-bold" text={panel.note.text} textClassName="mt-1 text-sm leading-6" />
      </div>
      <div className="space-y-6">
        <div data-reveal className="overflow-hidden rounded-xl border border-border bg-bg">
          <h4 className="border-b border-border bg-surface px-5 py-3 font-semibold">{copy.parametersTitle}</h4>
          <FactList facts={panel.parameters} variant="rows" className="divide-y divide-border" />
        </div>
        <div data-reveal className="rounded-xl border border-border bg-bg p-5">
          <h4 className="font-bold">{copy.deliverablesTitle}</h4>
          <CheckList items={panel.deliverables} icon={<CheckIcon className="mt-0.5 size-4 shrink-0 text-brand" />} className="mt-3 space-y-2.5 text-sm" itemClassName="flex gap-2.5 leading-6" />
        </div>
      </div>
    </div>
  );
}
