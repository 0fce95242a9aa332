import { inertText } from '@/lib/inert-text';

/** Visitor text as staff see it: control characters made visible, never markup (React escapes the rest). */
export function Inert({ value, multiline = false, empty = '—' }: { value: string; multiline?: boolean; empty?: string }) {
  if (!value) return <span className="text-muted">{empty}</span>;
  // `wrap-anywhere` (not break-words): a long address or word may break anywhere, so it can never widen its
  // column or the page past a phone's width.
  return <span className={multiline ? 'whitespace-pre-wrap wrap-anywhere' : 'wrap-anywhere'}>{inertText(value, { multiline })}</span>;
}
