/**
 * A WhatsApp click-to-chat link (https://wa.me/<digits>?text=<prefilled>): a plain
 * link, no script or widget. `e164` is the number as src/content/company.ts keeps it.
 */
export function whatsappLink(e164: string, text?: string): string {
  const digits = e164.replace(/\D/g, '');
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}
