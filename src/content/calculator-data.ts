import 'server-only';
import path from 'node:path';
import { loadCalculatorData } from './collections/calculator';
import type { CalculatorData } from '@/lib/calculator/types';

/**
 * content/calculator.yaml, read once per server process (during `next build`
 * for the prerendered parts, so a malformed file stops the build).
 */
let data: CalculatorData | undefined;

export function calculatorData(): CalculatorData {
  data ??= loadCalculatorData(path.join(process.cwd(), 'content'));
  return data;
}
