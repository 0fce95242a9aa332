/**
 * The one "inert text" formatter for everything staff see of visitor input:
 * the workspace pages, the CLI inbox, CSV exports and notification mails.
 *
 * Visitor text may hold terminal escapes (ESC [2J clears a screen, OSC 52
 * writes the clipboard, OSC 0 sets a window title), carriage returns that
 * overwrite a printed line, bidirectional overrides that reorder what a reader
 * sees, or line breaks that fake another field in a plain-text mail. Nothing
 * here emits markup: callers render the result as text (React escapes it).
 */

/** C0 controls and DEL become the visible Control Pictures block (U+2400…U+2421): ESC → ␛, CR → ␍. */
function controlPicture(char: string): string {
  const code = char.codePointAt(0)!;
  if (code === 0x7f) return '\u2421';
  return String.fromCodePoint(0x2400 + code);
}

/** Other invisible-but-active characters, shown as their code point: C1 controls (CSI U+009B, OSC U+009D …),
 *  bidi embeddings/overrides/isolates, line and paragraph separators. */
function codePointLabel(char: string): string {
  return `[U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`;
}

const C0_OR_DEL = /[\u0000-\u001f\u007f]/g;
const C0_OR_DEL_EXCEPT_LF_TAB = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const OTHER_ACTIVE = /[\u0080-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * JSON text with every control and bidi character that JSON.stringify leaves raw written as a \\u escape:
 * the same data once parsed, but inert in a terminal or a viewer.
 */
export function inertJson(json: string): string {
  return json.replace(new RegExp(OTHER_ACTIVE.source, 'g'), (char) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`);
}

export type InertOptions = {
  /** Keep line breaks (and tabs) as they are; a lone CR is still shown as ␍. Default false: one line. */
  multiline?: boolean;
};

/** Visitor text made safe to show: control characters replaced by visible symbols, nothing interpreted. */
export function inertText(value: string, options: InertOptions = {}): string {
  let text = String(value ?? '');
  if (options.multiline) {
    text = text.replace(/\r\n/g, '\n').replace(C0_OR_DEL_EXCEPT_LF_TAB, controlPicture);
  } else {
    text = text.replace(C0_OR_DEL, controlPicture);
  }
  return text.replace(OTHER_ACTIVE, codePointLabel);
}

/** One line, shortened to `max` characters with an ellipsis (lists, subjects). */
export function inertLine(value: string, max = Infinity): string {
  const flat = inertText(String(value ?? '').trim());
  return flat.length > max ? `${flat.slice(0, Math.max(0, max - 1))}…` : flat;
}

/**
 * A multi-line value for a plain-text mail or terminal, each line prefixed by
 * `prefix` (default "> ", a quote), so that no visitor line can pass for one of
 * the labelled lines around it ("E-mail: …").
 */
export function quotedBlock(value: string, prefix = '> '): string {
  return inertText(value, { multiline: true })
    .split('\n')
    .map((line) => `${prefix}${line}`.trimEnd())
    .join('\n');
}

/**
 * Text for a spreadsheet cell: control characters and bidi overrides removed
 * (line breaks kept, normalised to LF), nothing made visible.
 */
export function spreadsheetText(value: string): string {
  return String(value ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(C0_OR_DEL_EXCEPT_LF_TAB, '')
    .replace(/\t/g, ' ')
    .replace(OTHER_ACTIVE, '');
}
