import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect, RedirectType } from 'next/navigation';
import { localHref } from '@/content/i18n';
import { CalculatorPage } from '@/components/calculator/calculator-page';
import { calculatorData } from '@/content/calculator-data';
import { pages } from '@/content/pages';
import { CALCULATOR_QUERY_HEADER, calculatorQuery, economicsDefaults, parseCalculatorQuery } from '@/lib/calculator';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.calculator);

type Search = Record<string, string | string[] | undefined>;

/**
 * The question as typed: the raw query from src/proxy.ts (every key, repeats and
 * `__proto__` included), else the searchParams Next.js gives the page.
 */
async function question(searchParams: Promise<Search>): Promise<[string, string][]> {
  const raw = (await headers()).get(CALCULATOR_QUERY_HEADER);
  if (raw !== null) return [...new URLSearchParams(raw)];
  return Object.entries(await searchParams).flatMap(([key, value]) => (Array.isArray(value) ? value.map((v): [string, string] => [key, v]) : value === undefined ? [] : [[key, value]]));
}

export default async function Calculator({ searchParams }: { searchParams: Promise<Search> }) {
  const data = calculatorData();
  const entries = await question(searchParams);
  const parsed = parseCalculatorQuery(entries, data);
  // The form (without scripts) sends every field, the empty ones too. A question it can answer, or
  // one left blank, is sent on to the address a visitor would share: only the figures given, in the
  // form the page itself writes (calculatorQuery), so this redirect never repeats. The browser keeps
  // the #estimate the form's action ends with. A refused question stays as typed, beside its errors.
  if (entries.length > 0 && parsed.status !== 'invalid') {
    const shared = parsed.status === 'ok' ? calculatorQuery(parsed.input, economicsDefaults(data)) : '';
    if (shared !== new URLSearchParams(entries).toString()) {
      const path = localHref(pages.calculator.path);
      redirect(shared ? `${path}?${shared}` : path, RedirectType.replace);
    }
  }
  return <CalculatorPage page={pages.calculator} data={data} parsed={parsed} />;
}
