import 'server-only';
import path from 'node:path';
import { loadCalculatorData } from './collections/calculator';
import type { CalculatorData } from '@/lib/calculator/types';
import { translatable } from './i18n';

/**
 * content/calculator.yaml, read once per server process (during `next build`
 * for the prerendered parts, so a malformed file stops the build). The feedstocks'
 * and reference plants' names and notes, and the notes of the other assumptions, are translated (content/i18n/{hi,mr}/
 * calculator-data.yaml); the sources keep the titles they were published under.
 */
let data: CalculatorData | undefined;

export function calculatorData(): CalculatorData {
  if (!data) {
    const loaded = loadCalculatorData(path.join(process.cwd(), 'content'));
    data = {
      ...loaded,
      feedstocks: translatable('calculator-data.feedstocks', loaded.feedstocks),
      plants: translatable('calculator-data.plants', loaded.plants),
      upgrading: translatable('calculator-data.upgrading', loaded.upgrading),
      plant: translatable('calculator-data.plant', loaded.plant),
      economics: translatable('calculator-data.economics', loaded.economics),
      emissions: translatable('calculator-data.emissions', loaded.emissions),
    };
  }
  return data;
}

/** One feedstock of content/calculator.yaml by its id; a page that builds on one stops the build if it is gone. */
export function calculatorFeedstock(id: string): CalculatorData['feedstocks'][number] {
  const feedstock = calculatorData().feedstocks.find((f) => f.id === id);
  if (!feedstock) throw new Error(`content/calculator.yaml has no ${id} feedstock`);
  return feedstock;
}

// The check (`npm run i18n`) finds translatable values when their module loads.
calculatorData();
