#!/usr/bin/env node
/** Prints the closing line of `npm test`: totals of the Vitest and Playwright runs. */
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const unit = read('reports/vitest.json');
const e2e = read('reports/e2e-summary.json');
const passed = (unit?.numPassedTests ?? 0) + (e2e?.passed ?? 0);
const failed = (unit ? unit.numFailedTests : 0) + (e2e?.failed ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.skipped ?? 0);
const ran = [unit ? 'unit' : null, e2e ? 'e2e' : null].filter(Boolean).join('+') || 'none';
console.log(`\nSuites run: ${ran}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
