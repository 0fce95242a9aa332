import { CalculatorPage } from '@/components/calculator/calculator-page';
import { calculatorData } from '@/content/calculator-data';
import { pages } from '@/content/pages';
import { parseCalculatorQuery } from '@/lib/calculator';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pages.calculator);

type Search = Record<string, string | string[] | undefined>;

/** Every key and value of the address, a repeated key once per value (the parser refuses repeats). */
function entries(search: Search): [string, string][] {
  return Object.entries(search).flatMap(([key, value]) => (Array.isArray(value) ? value.map((v): [string, string] => [key, v]) : value === undefined ? [] : [[key, value]]));
}

export default async function Calculator({ searchParams }: { searchParams: Promise<Search> }) {
  const data = calculatorData();
  return <CalculatorPage page={pages.calculator} data={data} parsed={parseCalculatorQuery(entries(await searchParams), data)} />;
}
