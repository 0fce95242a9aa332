import { calculatorData } from '@/content/calculator-data';
import { estimate, parseCalculatorQuery, rounded } from '@/lib/calculator';
import { methodNotAllowed } from '@/server/request';

export const runtime = 'nodejs';

/**
 * GET /api/calculator: without a query, the feedstocks and every assumption with
 * its sources; with one (?paddy-straw=300&cattle-dung=50), the estimate as JSON,
 * each figure { low, typical, high }. The same query always gets the same answer,
 * so answers may be cached. A malformed question (unknown or repeated key) is a
 * 400, an unacceptable value a 422, both with a `message` and per-field `errors`.
 * README.md documents it.
 */
const cacheable = { 'cache-control': 'public, max-age=3600, s-maxage=86400' };

export function GET(request: Request): Response {
  const data = calculatorData();
  const url = new URL(request.url);
  const parsed = parseCalculatorQuery(url.searchParams, data);

  if (parsed.status === 'empty') {
    return Response.json(
      {
        feedstocks: data.feedstocks.map((f) => ({
          id: f.id,
          name: f.name,
          unit: 't/day (fresh weight as delivered)',
          totalSolids: f.totalSolids,
          volatileSolids: f.volatileSolids,
          biogasYieldNm3PerTonneVs: f.biogasYield,
          methaneShare: f.methaneShare,
          manureTonnesPerTonne: f.manureYield,
        })),
        settings: {
          days: { default: data.economics.operatingDays.value, unit: 'days a year' },
          'cbg-price': { default: data.economics.cbgPrice.value, unit: 'INR per kg' },
          'manure-price': { default: data.economics.manurePrice.value, unit: 'INR per tonne' },
        },
        assumptions: { upgrading: data.upgrading, plant: data.plant, economics: data.economics, emissions: data.emissions },
        plants: data.plants,
        sources: data.sources,
      },
      { headers: cacheable },
    );
  }

  if (parsed.status === 'invalid') {
    const status = parsed.errors.some((e) => e.kind === 'query') ? 400 : 422;
    const message = parsed.errors.map((e) => (e.kind === 'query' ? e.message : e.field === 'form' ? e.message : `${e.field}: ${e.message}`)).join('; ');
    return Response.json({ message, errors: parsed.errors.map(({ field, message }) => ({ field, message })) }, { status, headers: { 'cache-control': 'no-store' } });
  }

  const result = rounded(estimate(data, parsed.input));
  return Response.json(
    {
      ...result,
      assumptions: {
        feedstocks: data.feedstocks.filter((f) => parsed.input.feedstocks.some((i) => i.id === f.id)),
        upgrading: data.upgrading,
        plant: data.plant,
        emissions: data.emissions,
        sources: data.sources,
      },
    },
    { headers: cacheable },
  );
}

export const POST = methodNotAllowed(['GET', 'HEAD']);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
