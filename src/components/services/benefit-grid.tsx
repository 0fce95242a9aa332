import type { Benefit } from '@/content/services';
import { IconTile } from '@/components/ui/icon-tile';
import { ServiceIcon } from './service-icon';

/** Six reasons to choose the laboratory. */
export function BenefitGrid({ benefits }: { benefits: Benefit[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {benefits.map((benefit) => (
        <IconTile key={benefit.title} reveal className="flex gap-4 rounded-2xl border border-border bg-bg p-6" titleClassName="font-bold" textClassName="mt-1.5 text-sm leading-6 text-muted"
          icon={<span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent"><ServiceIcon name={benefit.icon} /></span>} title={benefit.title} text={benefit.description} />
      ))}
    </ul>
  );
}
