import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCalculatorData } from '@/content/collections/calculator';
import { CALCULATOR_LIMITS, parseCalculatorQuery } from './input';

const data = parseCalculatorData(readFileSync(path.join(process.cwd(), 'content', 'calculator.yaml'), 'utf8'));
const [first, second] = data.feedstocks.map((f) => f.id) as [string, string];
const parse = (query: string) => parseCalculatorQuery(new URLSearchParams(query), data);
const errorFor = (query: string, field: string) => {
  const result = parse(query);
  expect(result.status, query).toBe('invalid');
  return result.status === 'invalid' ? result.errors.find((e) => e.field === field)?.message : undefined;
};

describe('parseCalculatorQuery', () => {
  it('reads feedstocks and settings, ignoring empty fields', () => {
    const result = parse(`${second}=50&${first}=300&days=300&cbg-price=&manure-price=2000`);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    // In the content's order, whatever the query's.
    expect(result.input.feedstocks).toEqual([{ id: first, tonnesPerDay: 300 }, { id: second, tonnesPerDay: 50 }]);
    expect(result.input.operatingDays).toBe(300);
    expect(result.input.cbgPriceInrPerKg).toBe(data.economics.cbgPrice.value);
    expect(result.input.manurePriceInrPerTonne).toBe(2000);
  });

  it('says nothing for an empty query', () => {
    expect(parse('').status).toBe('empty');
  });

  it('asks for at least one feedstock', () => {
    expect(errorFor(`${first}=&days=300`, 'form')).toMatch(/at least one feedstock/);
  });

  it.each([
    ['-5', /negative/],
    ['0', /more than 0/],
    ['abc', /number in digits/],
    ['1,000', /number in digits/],
    ['12 t', /number in digits/],
    [String(CALCULATOR_LIMITS.maxTonnesPerDay + 1), /at most 5,000/],
    ['1'.repeat(40), /too long/],
  ])('refuses %s tonnes per day with a clear message', (value, message) => {
    expect(errorFor(`${first}=${encodeURIComponent(value)}`, first)).toMatch(message);
  });

  it('accepts the limit itself', () => {
    expect(parse(`${first}=${CALCULATOR_LIMITS.maxTonnesPerDay}`).status).toBe('ok');
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'biogas'])('refuses the unknown key %s', (key) => {
    expect(errorFor(`${first}=10&${key}=5`, key)).toMatch(/not a feedstock or setting/);
    // Nothing leaked onto objects.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a repeated key', () => {
    expect(errorFor(`${first}=10&${first}=20`, first)).toMatch(/more than once/);
  });

  it('checks the settings: whole days within a year, prices within reason', () => {
    expect(errorFor(`${first}=10&days=400`, 'days')).toMatch(/at most 366/);
    expect(errorFor(`${first}=10&days=300.5`, 'days')).toMatch(/whole number/);
    expect(errorFor(`${first}=10&cbg-price=-1`, 'cbg-price')).toMatch(/negative/);
    expect(errorFor(`${first}=10&manure-price=1e9`, 'manure-price')).toMatch(/number in digits/);
  });

  it('refuses more fields than the form has, before reading them', () => {
    const query = Array.from({ length: CALCULATOR_LIMITS.maxFields + 1 }, (_, i) => `k${i}=1`).join('&');
    expect(errorFor(query, 'form')).toMatch(/Too many fields/);
  });
});
