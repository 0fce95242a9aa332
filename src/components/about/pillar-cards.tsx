import type { Pillar } from '@/content/about';
import { CheckList } from '@/components/ui/check-list';
import { Icon } from './icon';

/** The three pillars: dark cards with a checklist each. */
export function PillarCards({ pillars }: { pillars: Pillar[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {pillars.map((pillar, i) => (
        <li
          key={pillar.title}
          className="relative overflow-hidden rounded-3xl panel-brand p-8 text-white shadow-lg"
          data-reveal
        >
          <span aria-hidden="true" className="absolute right-6 top-4 text-6xl font-black leading-none text-white/10">
            {String(i + 1).padStart(2, '0')}
          </span>
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-white/15 text-emerald-200">
            <Icon name={pillar.icon} />
          </span>
          <h3 className="mt-5 text-xl font-bold">{pillar.title}</h3>
          <p className="mt-2 leading-7 text-white/85">{pillar.description}</p>
          <CheckList
            items={pillar.points}
            icon={
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-300" fill="currentColor">
                <path d="M8.1 13.6 4.7 10.2l1.1-1.1 2.3 2.3 6-6 1.1 1.1z" />
              </svg>
            }
            className="mt-5 space-y-2"
            itemClassName="flex gap-2 text-sm leading-6 text-white/90"
          />
        </li>
      ))}
    </ul>
  );
}
