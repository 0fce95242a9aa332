import { fillTemplate } from '@/lib/format';

/**
 * A link's visible words that repeat on every card ("Get Quote", "Learn more"), and what screen
 * readers hear instead: the words with the card's title, in the order the language puts them
 * (`template`, with {label} and {title}: "Get Quote for Green Hydrogen", in Hindi "ग्रीन हाइड्रोजन
 * के लिए कोटेशन पाएँ"). The name heard still holds the words seen, for voice control.
 */
export function LabelFor({ label, title, template }: { label: string; title: string; template: string }) {
  return (
    <>
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{fillTemplate(template, { label, title })}</span>
    </>
  );
}
