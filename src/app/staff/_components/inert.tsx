import { inertText } from '@/lib/inert-text';

/** Visitor text as staff see it: control characters made visible, never markup (React escapes the rest). */
export function Inert({ value, multiline = false, empty = '—' }: { value: string; multiline?: boolean; empty?: string }) {
  if (!value) return <span className="text-muted">{empty}</span>;
  return <span className={multiline ? 'whitespace-pre-wrap break-words' : 'break-words'}>{inertText(value, { multiline })}</span>;
}
