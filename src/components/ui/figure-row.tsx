import type { Stat } from '@/content/types';
import { StatGrid } from '@/components/sections/stat-grid';

/**
 * Key figures of a long read as a ruled row under its opening: no cards, the
 * numbers left-aligned between hairlines, so they read as part of the text
 * rather than as a second banner.
 */
/** Columns chosen from the count so the row always ends cleanly. */
function columnsFor(count: number): string {
  if (count % 4 === 0) return ''; // the grid's own two, then four
  if (count % 3 === 0) return 'min-[30rem]:!grid-cols-1 sm:!grid-cols-3';
  if (count === 2) return 'lg:!grid-cols-2';
  return 'min-[30rem]:!grid-cols-1';
}

// Below 30rem one figure to a row (ui/phone-rows.ts); up to `sm` the right-hand column keeps clear of the WhatsApp button (--quick-action-clearance, globals.css): these rows often end the first screen.
export function FigureRow({ label, stats, staggerMs = 150, counting = false }: { label: string; stats: Stat[]; staggerMs?: number; counting?: boolean }) {
  return (
    <section aria-label={label} className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <StatGrid
        stats={stats}
        staggerMs={staggerMs}
        counting={counting}
        className={`!gap-x-6 !gap-y-0 border-b border-border ${columnsFor(stats.length)} [&>div]:rounded-none [&>div]:border-0 [&>div]:bg-transparent [&>div]:pl-0 [&>div]:py-8 max-[30rem]:[&>div]:py-5 [&>div]:text-left [&>div]:shadow-none max-[30rem]:[&>div]:pr-(--quick-action-clearance) min-[30rem]:[&>div]:pr-0 min-[30rem]:max-sm:[&>div:nth-child(even)]:pr-(--quick-action-clearance)`}
      />
    </section>
  );
}
