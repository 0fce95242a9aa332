import { z } from 'zod';
import type { CalculatorData, CalculatorInput } from './types';

/**
 * Reading a visitor's query (/calculator?paddy-straw=300&press-mud=50, the same
 * for /api/calculator) into a CalculatorInput, or into one message per field.
 * The keys are the feedstock ids and the three advanced settings below; an empty
 * value means "not given" (a GET form sends every field, filled or not).
 */

/** The request header in which src/proxy.ts passes /calculator's raw query to the page. */
export const CALCULATOR_QUERY_HEADER = 'x-calculator-query';

export const CALCULATOR_LIMITS = {
  maxTonnesPerDay: 5000,
  minDays: 1,
  maxDays: 366,
  maxCbgPrice: 500,
  maxManurePrice: 50_000,
  /** Longer values are not numbers anyone types. */
  maxValueLength: 16,
  /** More fields than any form sends: refused before reading them. */
  maxFields: 40,
} as const;

/** The advanced settings' names in the query, and the input field each fills. */
export const settingFields = {
  days: 'operatingDays',
  'cbg-price': 'cbgPriceInrPerKg',
  'manure-price': 'manurePriceInrPerTonne',
} as const satisfies Record<string, keyof CalculatorInput>;
export type SettingField = keyof typeof settingFields;

/** `query`: the question itself is malformed (unknown or repeated key, too many fields); `value`: a field's value is not acceptable. */
export type FieldError = { field: string; message: string; kind: 'query' | 'value' };
export type ParsedQuery =
  | { status: 'empty' }
  | { status: 'ok'; input: CalculatorInput; values: Record<string, string> }
  | { status: 'invalid'; errors: FieldError[]; values: Record<string, string> };

const number = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function quantity(max: number, unit: string, options: { integer?: boolean; min?: number } = {}) {
  const min = options.min ?? 0;
  return z
    .string()
    .max(CALCULATOR_LIMITS.maxValueLength, 'is too long to be a number')
    .regex(number, 'must be a number in digits, e.g. 300 (no commas, spaces or units)')
    .transform(Number)
    .pipe(
      z
        .number()
        .refine((n) => n >= 0, 'cannot be negative')
        .refine((n) => n !== 0 || min > 0, 'must be more than 0: leave it empty if there is none')
        .refine((n) => !options.integer || Number.isInteger(n), 'must be a whole number')
        .refine((n) => n >= min, `must be at least ${min}`)
        .refine((n) => n <= max, `must be at most ${max.toLocaleString('en-IN')} ${unit}`),
    );
}

const tonnes = quantity(CALCULATOR_LIMITS.maxTonnesPerDay, 't/day (a larger feed is several plants: ask us)');
const settings = {
  days: quantity(CALCULATOR_LIMITS.maxDays, 'days a year', { integer: true, min: CALCULATOR_LIMITS.minDays }),
  'cbg-price': quantity(CALCULATOR_LIMITS.maxCbgPrice, '₹ per kg'),
  'manure-price': quantity(CALCULATOR_LIMITS.maxManurePrice, '₹ per tonne'),
} satisfies Record<SettingField, z.ZodType>;

/** A key as it may be shown back: short, and only printable characters (React escapes the rest). */
function shown(key: string): string {
  const printable = key.replace(/[^\p{L}\p{N}_.-]/gu, '?');
  return printable.length > 40 ? `${printable.slice(0, 40)}…` : printable;
}

const isSetting = (key: string): key is SettingField => Object.hasOwn(settingFields, key);

export function parseCalculatorQuery(entries: Iterable<readonly [string, string]>, data: Pick<CalculatorData, 'feedstocks' | 'economics'>): ParsedQuery {
  const list = [...entries];
  if (list.length === 0) return { status: 'empty' };
  const errors: FieldError[] = [];
  // A Map, not an object: keys such as __proto__ or constructor stay plain strings.
  const values = new Map<string, string>();
  if (list.length > CALCULATOR_LIMITS.maxFields) {
    return { status: 'invalid', errors: [{ field: 'form', kind: 'query', message: `Too many fields (${list.length}); the form has ${data.feedstocks.length + 3}.` }], values: {} };
  }
  const ids = new Set(data.feedstocks.map((f) => f.id));
  const seen = new Set<string>();
  for (const [key, raw] of list) {
    if (seen.has(key)) {
      if (!errors.some((e) => e.field === key)) errors.push({ field: key, kind: 'query', message: `"${shown(key)}" is given more than once: give each feedstock or setting once` });
      continue;
    }
    seen.add(key);
    if (!ids.has(key) && !isSetting(key)) {
      errors.push({ field: key, kind: 'query', message: `"${shown(key)}" is not a feedstock or setting of this calculator (feedstocks: ${[...ids].join(', ')})` });
      continue;
    }
    values.set(key, raw.slice(0, CALCULATOR_LIMITS.maxValueLength + 1));
  }

  const input: CalculatorInput = {
    feedstocks: [],
    operatingDays: data.economics.operatingDays.value,
    cbgPriceInrPerKg: data.economics.cbgPrice.value,
    manurePriceInrPerTonne: data.economics.manurePrice.value,
  };
  for (const [key, raw] of values) {
    const value = raw.trim();
    if (value === '' || errors.some((e) => e.field === key)) continue;
    const result = (isSetting(key) ? settings[key] : tonnes).safeParse(value);
    if (!result.success) {
      errors.push({ field: key, kind: 'value', message: result.error.issues[0]?.message ?? 'is not valid' });
      continue;
    }
    if (isSetting(key)) input[settingFields[key]] = result.data;
    else input.feedstocks.push({ id: key, tonnesPerDay: result.data });
  }
  // Feedstocks in the content's order, whatever the order of the query: the same question, the same answer.
  const order = [...ids];
  input.feedstocks.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));

  const shownValues = Object.fromEntries([...values].filter(([key]) => ids.has(key) || isSetting(key)));
  if (errors.length > 0) return { status: 'invalid', errors, values: shownValues };
  if (input.feedstocks.length === 0) {
    return { status: 'invalid', errors: [{ field: 'form', kind: 'value', message: 'Enter the tonnes per day of at least one feedstock.' }], values: shownValues };
  }
  return { status: 'ok', input, values: shownValues };
}
