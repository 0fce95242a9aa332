import { calculatorCopy } from '@/content/calculator';
import { formatFigure } from '@/lib/calculator/present';

/** /contact with the BMP test preselected and the visitor's feed in the message (server and browser alike). */
export function bmpContactHref(names: Record<string, string>, service: string, feed: readonly { id: string; tonnesPerDay: number }[]): string {
  const lines = feed.map((f) => `${names[f.id] ?? f.id} ${formatFigure(f.tonnesPerDay)} t/day`);
  return `/contact?${new URLSearchParams({ service, message: calculatorCopy.cta.message(lines) }).toString()}`;
}
