/**
 * A range of figures as a reader expects to see it: "30–45 days" (facts.ts, and its
 * translations) kept on one line with its unit where it is shown, since a phone breaks the
 * line after the dash; a range typed with a hyphen is set with an en dash.
 */
const RANGE = /(\d[\d,.]*)\s?[-–]\s?(\d[\d,.]*)(\s+[^\s;,.]+)?/g;

/** The text in pieces: plain text, and each range (with its unit) set with an en dash and no-break space. */
export function rangePieces(text: string): { text: string; range: boolean }[] {
  const pieces: { text: string; range: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(RANGE)) {
    if (m.index > last) pieces.push({ text: text.slice(last, m.index), range: false });
    pieces.push({ text: `${m[1]}–${m[2]}${m[3] ? `\u00a0${m[3].trim()}` : ''}`, range: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), range: false });
  return pieces;
}

/** The text as shown (for tests and plain-text uses). */
export const withRanges = (text: string) => rangePieces(text).map((p) => p.text).join('');
