import { economicsDefaults } from './present';
import type { CalculatorData, CalculatorInput } from './types';

/** The calculator's question for these feeds, every other setting at content/calculator.yaml's value. */
export function questionAtDefaults(data: Pick<CalculatorData, 'economics'>, feedstocks: CalculatorInput['feedstocks']): CalculatorInput {
  const defaults = economicsDefaults(data);
  return { feedstocks, operatingDays: defaults.operatingDays, cbgPriceInrPerKg: defaults.cbgPrice, manurePriceInrPerTonne: defaults.manurePrice };
}
