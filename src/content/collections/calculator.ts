import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { CalculatorData } from '@/lib/calculator/types';
import { ContentError, describeIssues, yamlProblem, type ContentProblem } from './load';

/**
 * content/calculator.yaml: the feedstock calculator's assumptions, each with its
 * sources. Pure apart from reading the file; the build stops with a ContentError
 * naming the file and field when a value is missing, misspelt, out of range, or
 * names a source that the file does not list.
 */

const text = z.string().trim().min(1, 'must not be empty');
const share = z.number().gt(0, 'must be more than 0').max(1, 'is a share: write 0.88, not 88');
const positive = z.number().positive('must be more than 0');
const sourceIds = z.array(text).min(1, 'must name at least one source id from "sources"');
const note = text.optional();

const sourced = (value: z.ZodNumber) => z.strictObject({ value, sources: sourceIds, note });
const range = (value: z.ZodNumber) =>
  z
    .strictObject({ low: value, typical: value, high: value, sources: sourceIds, note })
    .refine((r) => r.low <= r.typical && r.typical <= r.high, { message: 'must have low ≤ typical ≤ high' });

const kebab = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by "-" (it is part of a link)');

const feedstock = z.strictObject({
  id: kebab,
  name: text,
  totalSolids: sourced(share),
  volatileSolids: sourced(share),
  biogasYield: range(positive),
  methaneShare: sourced(share),
  manureYield: range(z.number().min(0, 'cannot be negative').max(1, 'is tonnes of manure per tonne of feed: at most 1')),
});

const calculatorSchema = z.strictObject({
  sources: z.array(
    z.strictObject({ id: kebab, title: text, publisher: text, year: z.number().int().min(1900).max(2100), url: z.url().optional() }),
  ),
  feedstocks: z.array(feedstock).min(1, 'needs at least one feedstock'),
  upgrading: z.strictObject({
    methaneLoss: range(z.number().min(0).lt(1, 'is a share: write 0.02 for 2%')),
    cbgMethaneContent: sourced(share),
    cbgDensity: sourced(positive),
  }),
  plant: z.strictObject({ organicLoadingRate: range(positive), cascadeKg: sourced(positive) }),
  economics: z.strictObject({ operatingDays: sourced(z.number().int().min(1).max(366)), cbgPrice: sourced(positive), manurePrice: sourced(z.number().min(0)) }),
  emissions: z.strictObject({ co2ePerKgCbg: range(positive) }),
  plants: z.array(
    z.strictObject({
      id: kebab,
      name: text,
      operator: text,
      commissioned: z.number().int(),
      feed: z.record(z.string(), positive),
      cbgTonnesPerDay: positive,
      sources: sourceIds,
    }),
  ),
});

/** Every `sources:` list anywhere in the file, with its field path. */
function sourceLists(value: unknown, at: string, found: { field: string; ids: string[] }[]) {
  if (Array.isArray(value)) value.forEach((item, i) => sourceLists(item, `${at}[${i}]`, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const field = at ? `${at}.${key}` : key;
      if (key === 'sources' && at !== '' && Array.isArray(inner)) found.push({ field, ids: inner.map(String) });
      else sourceLists(inner, field, found);
    }
  }
  return found;
}

export function parseCalculatorData(yamlText: string, file = 'content/calculator.yaml'): CalculatorData {
  let raw: unknown;
  try {
    raw = parseYaml(yamlText);
  } catch (error) {
    throw new ContentError([yamlProblem(file, yamlText, error, 0)]);
  }
  const result = calculatorSchema.safeParse(raw);
  if (!result.success) throw new ContentError(describeIssues(file, raw, result.error.issues));
  const data = result.data;
  const problems: ContentProblem[] = [];
  const known = new Set(data.sources.map((s) => s.id));
  for (const { field, ids } of sourceLists(data, '', [])) {
    for (const id of ids) if (!known.has(id)) problems.push({ file, field, message: `names the source "${id}", which is not listed under "sources"` });
  }
  const feedIds = new Set<string>();
  data.feedstocks.forEach((f, i) => {
    if (feedIds.has(f.id)) problems.push({ file, field: `feedstocks[${i}].id`, message: `"${f.id}" is used twice` });
    feedIds.add(f.id);
  });
  data.plants.forEach((p, i) => {
    for (const id of Object.keys(p.feed)) if (!feedIds.has(id)) problems.push({ file, field: `plants[${i}].feed.${id}`, message: 'is not a feedstock id of this file' });
  });
  if (problems.length > 0) throw new ContentError(problems);
  return data;
}

export function loadCalculatorData(root: string): CalculatorData {
  const full = path.join(root, 'calculator.yaml');
  return parseCalculatorData(readFileSync(full, 'utf8'), path.posix.join(path.basename(root), 'calculator.yaml'));
}
