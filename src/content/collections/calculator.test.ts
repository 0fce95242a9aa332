import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCalculatorData } from './calculator';
import { ContentError } from './load';

const real = readFileSync(path.join(process.cwd(), 'content', 'calculator.yaml'), 'utf8');

function problems(yamlText: string): string {
  try {
    parseCalculatorData(yamlText);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the check to fail');
}

describe('content/calculator.yaml', () => {
  it('passes its own check, and every value names a source', () => {
    const data = parseCalculatorData(real);
    expect(data.feedstocks.length).toBeGreaterThan(0);
    for (const f of data.feedstocks) for (const v of [f.totalSolids, f.volatileSolids, f.biogasYield, f.methaneShare, f.manureYield]) expect(v.sources.length).toBeGreaterThan(0);
  });

  it('names the file and field of a share written as a percentage', () => {
    const broken = real.replace('totalSolids: { value: 0.88,', 'totalSolids: { value: 88,');
    expect(problems(broken)).toMatch(/content\/calculator\.yaml: "feedstocks\[0\]\.totalSolids\.value" is a share/);
  });

  it('names a source id that is not listed', () => {
    const broken = real.replace('sources: [mopng-badaun], note: "HPCL Budaun', 'sources: [nowhere], note: "HPCL Budaun');
    expect(problems(broken)).toMatch(/"feedstocks\[0\]\.manureYield\.sources" names the source "nowhere"/);
  });

  it('names a range out of order and a misspelt field', () => {
    const broken = real.replace('low: 280\n      typical: 400', 'low: 480\n      typical: 400').replace('methaneShare: { value: 0.52, sources: [gtz-maramba], note: "Straws', 'methaneShar: { value: 0.52, sources: [gtz-maramba], note: "Straws');
    const message = problems(broken);
    expect(message).toMatch(/"feedstocks\[0\]\.biogasYield" must have low ≤ typical ≤ high/);
    expect(message).toMatch(/"feedstocks\[0\]\.methaneShar" is not a known field/);
  });
});
