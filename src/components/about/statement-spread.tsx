import type { IconName } from '@/content/about';
import { Icon } from './icon';

type Statement = { id: string; title: string; body: string; points: string[]; icon: IconName };

/**
 * Mission and vision as a facing pair of statements: each sentence set large on the
 * page itself (no card around it), its name as a small label above, and its points
 * under a hairline at the foot of the column (the sentence takes up the slack), so
 * the two columns end level. Stacked
 * on phones, ruled between.
 */
export function StatementSpread({ statements }: { statements: Statement[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="grid gap-14 lg:grid-cols-2 lg:gap-0 lg:divide-x lg:divide-border">
        {statements.map((s, i) => (
          <section
            key={s.id}
            aria-labelledby={s.id}
            className={`flex flex-col ${i > 0 ? 'border-t border-border pt-14 lg:border-t-0 lg:pl-16 lg:pt-0' : 'lg:pr-16'}`}
            data-reveal
          >
            <h2 id={s.id} className="flex items-center gap-3 text-sm font-semibold uppercase tracking-[0.14em] text-brand">
              <Icon name={s.icon} className="h-5 w-5 shrink-0" />
              {s.title}
            </h2>
            <p className="mt-6 flex-1 text-pretty text-xl font-medium leading-[1.5] tracking-tight text-fg sm:text-2xl sm:leading-[1.45] xl:text-[1.75rem]">{s.body}</p>
            <ul className="mt-8 space-y-2 border-t border-border pt-6">
              {s.points.map((point) => (
                <li key={point} className="flex gap-3 leading-7 text-muted">
                  <span aria-hidden="true" className="mt-3.5 h-px w-4 shrink-0 bg-brand" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
