import { describe, expect, it } from 'vitest';
import { calculatorData } from '@/content/calculator-data';
import { GET, POST } from './route';

const data = calculatorData();
const [first, second] = data.feedstocks.map((f) => f.id) as [string, string];
const get = (query: string) => GET(new Request(`http://localhost/api/calculator${query}`));
type Range = { low: number; typical: number; high: number };
const figures = ['biogasNm3PerDay', 'methaneNm3PerDay', 'cbgKgPerDay', 'manureTonnesPerDay', 'revenueInrPerYear', 'co2eTonnesPerYear'] as const;

describe('GET /api/calculator', () => {
  it('without a query lists the feedstocks and their sourced assumptions', async () => {
    const response = get('');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.feedstocks.map((f: { id: string }) => f.id)).toEqual(data.feedstocks.map((f) => f.id));
    expect(body.feedstocks[0].biogasYieldNm3PerTonneVs.sources.length).toBeGreaterThan(0);
    expect(body.sources.length).toBeGreaterThan(0);
  });

  it('answers a query with every figure as an ordered range, cacheably and the same each time', async () => {
    const response = get(`?${first}=300&${second}=50`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    const body = await response.json();
    expect(body.inputs.feedstocks).toEqual([{ id: first, tonnesPerDay: 300 }, { id: second, tonnesPerDay: 50 }]);
    for (const key of figures) {
      const range = body[key] as Range;
      expect(range.low, key).toBeGreaterThan(0);
      expect(range.low <= range.typical && range.typical <= range.high, key).toBe(true);
    }
    expect(body.assumptions.feedstocks.map((f: { id: string }) => f.id)).toEqual([first, second]);
    const again = await get(`?${second}=50&${first}=300`).json();
    expect(again.cbgKgPerDay).toEqual(body.cbgKgPerDay);
  });

  it.each([
    ['a negative quantity', `?${first}=-5`, 422, /negative/],
    ['zero', `?${first}=0`, 422, /more than 0/],
    ['text', `?${first}=lots`, 422, /number in digits/],
    ['an absurd quantity', `?${first}=5001`, 422, /at most 5,000/],
    ['no feedstock', '?days=300', 422, /at least one feedstock/],
    ['an unknown id', '?rice-husk=10', 400, /not a feedstock/],
    ['__proto__', `?__proto__=10&${first}=5`, 400, /not a feedstock/],
    ['constructor', `?constructor=10`, 400, /not a feedstock/],
    ['a repeated key', `?${first}=10&${first}=20`, 400, /more than once/],
    ['markup in a key', `?%3Cscript%3E=1`, 400, /not a feedstock/],
  ])('refuses %s with its status and a message', async (_, query, status, message) => {
    const response = get(query);
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body.message).toMatch(message);
    expect(body.message).not.toContain('<script>');
  });

  it('refuses other methods', () => {
    expect(POST().status).toBe(405);
  });
});
