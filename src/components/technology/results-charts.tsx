import { Chart } from '@/components/media/chart';
import type { ChartGroup } from '@/content/technology-pretreatment';
import { english } from '@/content/i18n';

/** The result charts in groups, each a grid of 3, 2 or 1 columns by width. */
export function ResultsCharts({ groups }: { groups: ChartGroup[] }) {
  return (
    <div className="space-y-14">
      {groups.map((group) => {
        // From the English title: a Hindi or Marathi one has no [a-z] and every group would get the same id.
        const id = `results-${english(group).title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
        return (
          <div key={group.title} role="group" aria-labelledby={id} data-chart-group={group.title}>
            <div className="mb-6 flex flex-col gap-1 border-l-4 border-brand pl-4" data-reveal>
              <h3 id={id} className="text-2xl font-bold tracking-tight">
                {group.title}
              </h3>
              <p className="text-muted">{group.intro}</p>
            </div>
            <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
              {group.charts.map((chart) => (
                <div key={chart.id} data-reveal>
                  <Chart chart={chart} />
                </div>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
