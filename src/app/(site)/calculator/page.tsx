import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { CalculatorPage } from '@/components/calculator/calculator-page';
import { calculatorData } from '@/content/calculator-data';
import { pages } from '@/content/pages';
import { CALCULATOR_QUERY_HEADER, parseCalculatorQuery } from '@/lib/calculator';
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
  return <CalculatorPage page={pages.calculator} data={data} parsed={parseCalculatorQuery(await question(searchParams), data)} />;
}
