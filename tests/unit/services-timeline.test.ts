/**
 * The BMP/BHP incubation timeline draws the laboratory times of facts.ts to scale:
 * its day ranges are those durations ("2-3 weeks" is days 14 to 21), so a bar can
 * never say something the printed figure does not.
 */
import { describe, expect, it } from 'vitest';
import { labTimes } from '@/content/facts';
import { reportDays, TIMELINE_END_DAY, timelineDays } from '@/content/services-bmp-bhp';

/** "2–3 weeks" → [14, 21]; "30–45 days" → [30, 45] (an en dash, or a hyphen). */
function days(value: string): [number, number] {
  const m = /^(\d+)[-–](\d+) (weeks|days)$/.exec(value);
  if (!m) throw new Error(`not a duration: ${value}`);
  const unit = m[3] === 'weeks' ? 7 : 1;
  return [Number(m[1]) * unit, Number(m[2]) * unit];
}

describe('incubation timeline', () => {
  it('spans exactly the durations facts.ts prints', () => {
    for (const key of Object.keys(timelineDays) as (keyof typeof timelineDays)[]) {
      expect([...timelineDays[key]], key).toEqual(days(labTimes[key].value));
    }
  });

  it('draws the final report over the days the BMP incubation can end on, adding no days facts.ts does not give', () => {
    expect([...reportDays]).toEqual(days(labTimes.bmpIncubation.value));
  });

  it('ends after the longest incubation, on a whole week, leaving room for the final report', () => {
    const last = Math.max(...Object.values(timelineDays).map(([, to]) => to));
    expect(TIMELINE_END_DAY).toBeGreaterThan(last);
    expect(TIMELINE_END_DAY % 7).toBe(0);
  });
});
