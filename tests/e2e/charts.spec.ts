/**
 * Charts that tell the truth: on every page of the registry, each chart's marks
 * sit where their numbers say. Along x, numeric categories (minutes, bar, days)
 * are spaced in proportion to their values and named ones evenly; along y, a
 * bar's height and a point's height are proportional to the value. The numbers
 * are read from the chart's own data table, so the test holds for any data.
 */
import type { Page } from '@playwright/test';
import { pageList } from '../../src/content/pages';
import { expect, isPhone, test } from './fixtures';

type Mark = { series: number; index: number; x: number; top: number; bottom: number; kind: 'bar' | 'point' };
type ChartData = { id: string; categories: string[]; values: number[][]; marks: Mark[] };

async function chartsOn(page: Page): Promise<ChartData[]> {
  return page.locator('figure[data-chart]').evaluateAll((figures) =>
    figures.map((figure) => {
      const rows = [...figure.querySelectorAll('tbody tr')];
      const categories = rows.map((row) => row.querySelector('th')?.textContent?.trim() ?? '');
      const seriesCount = rows[0]?.querySelectorAll('td').length ?? 0;
      const values = Array.from({ length: seriesCount }, (_, si) => rows.map((row) => Number(row.querySelectorAll('td')[si]?.textContent?.replace(/,/g, ''))));
      const marks = [...figure.querySelectorAll<SVGGraphicsElement>('svg [data-point]')].map((el) => {
        const [series, index] = el.getAttribute('data-point')!.split(':').map(Number);
        const box = el.getBBox();
        return { series: series!, index: index!, x: box.x + box.width / 2, top: box.y, bottom: box.y + box.height, kind: el.tagName === 'rect' ? 'bar' : 'point' } as const;
      });
      return { id: figure.getAttribute('data-chart') ?? '', categories, values, marks };
    }),
  );
}

/** Everything wrong with one chart's geometry, as readable lines. */
function disproportions(chart: ChartData): string[] {
  const found: string[] = [];
  const numeric = chart.categories.every((c) => /^-?\d+(?:\.\d+)?$/.test(c)) ? chart.categories.map(Number) : null;
  const close = (a: number, b: number) => Math.abs(a - b) <= 0.5 + Math.abs(b) * 0.01;
  chart.values.forEach((values, si) => {
    const marks = chart.marks.filter((m) => m.series === si).sort((a, b) => a.index - b.index);
    if (marks.length !== values.length) return found.push(`${chart.id}: series ${si} draws ${marks.length} marks for ${values.length} values`);
    // x: the distance between marks over the distance between their categories is one constant.
    const xs = numeric ?? values.map((_, i) => i);
    const perUnitX = (marks.at(-1)!.x - marks[0]!.x) / (xs.at(-1)! - xs[0]!);
    marks.forEach((m, i) => {
      const expected = marks[0]!.x + (xs[i]! - xs[0]!) * perUnitX;
      if (!close(m.x, expected)) found.push(`${chart.id}: "${chart.categories[i]}" at x=${m.x.toFixed(1)}, proportional would be ${expected.toFixed(1)}`);
    });
    // y: a bar's height is its value times one scale; a point's height above the lowest point likewise.
    if (marks[0]!.kind === 'bar') {
      const perUnitY = (marks[0]!.bottom - marks[0]!.top) / values[0]!;
      marks.forEach((m, i) => {
        if (!close(m.bottom - m.top, values[i]! * perUnitY)) found.push(`${chart.id}: bar "${chart.categories[i]}" is ${(m.bottom - m.top).toFixed(1)} high for ${values[i]}`);
      });
    } else {
      const lo = values.indexOf(Math.min(...values));
      const hi = values.indexOf(Math.max(...values));
      const perUnitY = (marks[lo]!.top - marks[hi]!.top) / (values[hi]! - values[lo]!);
      marks.forEach((m, i) => {
        const expected = marks[lo]!.top - (values[i]! - values[lo]!) * perUnitY;
        if (!close(m.top, expected)) found.push(`${chart.id}: point "${chart.categories[i]}" at y=${m.top.toFixed(1)}, proportional would be ${expected.toFixed(1)}`);
      });
    }
  });
  return found;
}

test('every chart on every page draws its data in proportion, and lists it in a table', async ({ page }) => {
  test.skip(isPhone(page), 'the geometry is the same at both widths (the SVG scales as a whole)');
  // One visit per page of the registry.
  test.setTimeout(pageList.length * 10_000);
  let charts = 0;
  for (const { path } of pageList) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    for (const chart of await chartsOn(page)) {
      charts += 1;
      expect(chart.categories.length, `${path} ${chart.id}: a data table row per category`).toBeGreaterThan(1);
      expect(chart.values.flat().every(Number.isFinite), `${path} ${chart.id}: numbers in the table`).toBe(true);
      expect(disproportions(chart), `${path} ${chart.id}`).toEqual([]);
    }
  }
  expect(charts, 'the site has charts to check').toBeGreaterThan(0);
});

test('the check can fail: uneven minutes drawn evenly are caught', () => {
  const evenly = (i: number) => 70 + i * 40;
  const chart: ChartData = {
    id: 'uneven',
    categories: ['0', '10', '20', '30', '45'],
    values: [[0, 1, 2, 3, 4]],
    marks: [0, 1, 2, 3, 4].map((i) => ({ series: 0, index: i, x: evenly(i), top: 200 - i * 40, bottom: 200 - i * 40, kind: 'point' as const })),
  };
  expect(disproportions(chart).length).toBeGreaterThan(0);
});
