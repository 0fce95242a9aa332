import { formatFigure } from '@/lib/calculator/present';
import { fillTemplate } from '@/lib/format';

/**
 * The contact page (`contactPath`, in the page's language) with the BMP test preselected and
 * the visitor's feed in the message (`message`: the calculator's template), server and browser alike.
 */
export function bmpContactHref(
  contactPath: string,
  message: string,
  names: Record<string, string>,
  service: string,
  feed: readonly { id: string; tonnesPerDay: number }[],
): string {
  const lines = feed.map((f) => `${names[f.id] ?? f.id} ${formatFigure(f.tonnesPerDay)} t/day`);
  return `${contactPath}?${new URLSearchParams({ service, message: fillTemplate(message, { feed: lines.join(', ') }) }).toString()}`;
}
