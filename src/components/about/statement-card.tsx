import type { IconName } from '@/content/about';
import { CheckList } from '@/components/ui/check-list';
import { Icon } from './icon';

/** The mission or vision statement card. */
export function StatementCard({ id, title, body, points, icon, tone }: { id: string; title: string; body: string; points: string[]; icon: IconName; tone: 'brand' | 'accent' }) {
  const bg = tone === 'brand' ? 'from-emerald-900 to-slate-900' : 'from-slate-900 to-emerald-950';
  return (
    <article aria-labelledby={id} className={`flex h-full flex-col rounded-3xl bg-gradient-to-br ${bg} p-8 text-white shadow-lg sm:p-10`} data-reveal>
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-white/15 text-emerald-100">
        <Icon name={icon} className="h-7 w-7" />
      </span>
      <h2 id={id} className="mt-6 text-3xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-4 flex-1 text-pretty text-lg leading-8 text-white/90">{body}</p>
      <CheckList
        items={points}
        icon={<span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-emerald-300" />}
        className="mt-6 space-y-2 border-t border-white/20 pt-6"
        itemClassName="flex gap-2 leading-7 text-white/90"
      />
    </article>
  );
}
