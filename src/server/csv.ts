import 'server-only';
import { spreadsheetText } from '@/lib/inert-text';

/*
 * The site's one CSV writer: the workspace's export (/staff/export) and
 * `npm run inbox -- export --format csv` both write through it
 * (src/server/staff/records.ts builds the rows).
 */

/**
 * One CSV cell (RFC 4180). Control characters are removed (src/lib/inert-text.ts);
 * cells a spreadsheet would run as a formula get a leading apostrophe; phone-like
 * values (+91 …) are left as they are.
 */
export function csvCell(value: string | number | boolean): string {
  let text = spreadsheetText(String(value));
  if (/^\s*[=@]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().-]*$/.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(records: Record<string, string | number | boolean>[], columns: string[]): string {
  const lines = [columns.join(',')];
  for (const record of records) lines.push(columns.map((column) => csvCell(record[column] ?? '')).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

