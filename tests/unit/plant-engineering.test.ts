/**
 * The CBG plant engineering page prints its costs and its schedule from numbers, so a figure and
 * the working behind it cannot part: the capital and running costs of facts.ts are the sums of
 * the parts the page's table lists, the timeline's stages fit the laboratory times facts.ts
 * prints, and the months to first gas follow from the stages.
 */
import { describe, expect, it } from 'vitest';
import { facts, labTimes, STANDARD_PLANT_COSTS, STANDARD_PLANT_FEEDS, standardPlantCost } from '@/content/facts';
import { CBG_CFA, cfaCrore, costTable, monthsToFirstGas, plantStages, STAGE_SCHEDULE, stageWindows, TIMELINE_END_MONTH } from '@/content/plant-engineering';

/** "30–45 days" → [30, 45]. */
function days(value: string): [number, number] {
  const m = /^(\d+)[-–](\d+) days$/.exec(value);
  if (!m) throw new Error(`not a duration in days: ${value}`);
  return [Number(m[1]), Number(m[2])];
}

describe('standard plant costs', () => {
  it('prices the standard plant’s own feeds, leanest and richest', () => {
    for (const parts of Object.values(STANDARD_PLANT_COSTS)) {
      for (const values of Object.values(parts)) expect(Object.keys(values).sort()).toEqual([...STANDARD_PLANT_FEEDS].sort());
    }
  });

  it('gives the capital and running cost figures as the sums of the table’s parts', () => {
    const capex = costTable('capex');
    const running = costTable('running');
    expect(capex.totals).toEqual([facts.plantCapex.value, Number(facts.plantCapex.suffix.match(/–([\d.]+)/)![1])]);
    expect(running.totals).toEqual([facts.plantRunningCost.value, Number(facts.plantRunningCost.suffix.match(/–([\d.]+)/)![1])]);
    for (const table of ['capex', 'running'] as const) {
      const { rows, totals } = costTable(table);
      totals.forEach((total, i) => expect(Math.round(rows.reduce((sum, row) => sum + row.values[i]!, 0) * 10) / 10).toBe(total));
    }
    expect(standardPlantCost('capex', 'napier-grass')).toBeLessThan(standardPlantCost('capex', 'paddy-straw'));
  });

  it('tags both as estimates of 2026', () => {
    for (const fact of [facts.plantCapex, facts.plantRunningCost]) expect(fact.basis).toEqual({ kind: 'estimate', period: '2026' });
  });

  it('caps the central financial assistance and prorates it below the cap', () => {
    expect(cfaCrore(CBG_CFA.kgADayPerStep / 1000)).toBe(CBG_CFA.crorePerStep);
    expect(cfaCrore(100)).toBe(CBG_CFA.capCrore);
  });
});

describe('the job’s timeline', () => {
  it('has a stage in words for every stage it draws, in the same order', () => {
    expect(plantStages.map((s) => s.id)).toEqual(Object.keys(STAGE_SCHEDULE));
  });

  it('leaves the feedstock survey time for the full BMP incubation', () => {
    const { span, unit } = STAGE_SCHEDULE.survey;
    expect(unit).toBe('weeks');
    expect(span[0] * 7).toBeGreaterThanOrEqual(days(labTimes.bmpIncubation.value)[1]);
  });

  it('starts each stage when the stages before it end, and reaches first gas along the longest path', () => {
    const windows = stageWindows();
    for (const [id, { after }] of Object.entries(STAGE_SCHEDULE) as [keyof typeof STAGE_SCHEDULE, (typeof STAGE_SCHEDULE)[keyof typeof STAGE_SCHEDULE]][]) {
      for (const before of after) {
        expect(windows[id].start[0]).toBeGreaterThanOrEqual(windows[before].end[0]);
        expect(windows[id].start[1]).toBeGreaterThanOrEqual(windows[before].end[1]);
      }
    }
    const [shortest, longest] = monthsToFirstGas();
    expect(shortest).toBeLessThan(longest);
    expect(TIMELINE_END_MONTH).toBeGreaterThan(longest);
    expect(TIMELINE_END_MONTH % 6).toBe(0);
  });
});
