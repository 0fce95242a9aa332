/**
 * The forms' messages (src/lib/forms/: field checks, outcomes, the résumé checks, the
 * service list's placeholder), made translatable. The schemas and endpoints speak English;
 * `localizeFormMessage` turns one of their messages into the language being rendered (or
 * the one `inLocale` sets), and `formMessageMap` hands a form in the browser the same
 * translations for the checks it runs before sending.
 */
import { GENERAL_APPLICATION, resumeMessages } from '@/lib/forms/career-fields';
import { servicePlaceholder } from '@/lib/forms/contact-fields';
import { fieldMessages, formMessages } from '@/lib/forms/messages';
import { feedstockContent } from './feedstock';
import { english, requestLocale, translatable } from './i18n';

export const formText = translatable('form-messages.formText', {
  outcomes: formMessages,
  fields: fieldMessages,
  resume: resumeMessages,
  choices: { servicePlaceholder, generalApplication: GENERAL_APPLICATION },
});

type Tree = { [key: string]: string | Tree };
type Place = { source: object; path: string[] };

/**
 * Where each English message sits: this module's `formText`, and the supply enquiry's own
 * messages in src/content/feedstock.ts (its schema takes them as a parameter). A message
 * with `{slots}` (`Please keep your name under {max} characters.`) is also found filled in.
 */
const sources: object[] = [formText, feedstockContent.errors, feedstockContent.messages];
const pathOfMessage = new Map<string, Place>();
const templates: { pattern: RegExp; slots: string[]; place: Place }[] = [];
for (const source of sources) {
  (function index(node: Tree, at: string[]) {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value !== 'string') {
        index(value, [...at, key]);
        continue;
      }
      const place = { source, path: [...at, key] };
      if (!pathOfMessage.has(value)) pathOfMessage.set(value, place);
      const slots = [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      if (slots.length > 0) {
        const pattern = new RegExp(`^${value.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '(.+?)')}$`);
        templates.push({ pattern, slots, place });
      }
    }
  })(english(source) as unknown as Tree, []);
}

function read(place: Place): unknown {
  let node: unknown = place.source;
  for (const key of place.path) node = (node as Record<string, unknown>)[key];
  return node;
}

/** A form message in the current language; text that is not one of the messages comes back as it is. */
export function localizeFormMessage(message: string): string {
  const place = pathOfMessage.get(message);
  if (place) {
    const localized = read(place);
    return typeof localized === 'string' ? localized : message;
  }
  for (const { pattern, slots, place } of templates) {
    const match = pattern.exec(message);
    if (!match) continue;
    const localized = read(place);
    if (typeof localized !== 'string') return message;
    return slots.reduce((text, slot, i) => text.replace(`{${slot}}`, match[i + 1] ?? ''), localized);
  }
  return message;
}

/** Every message with its translation in the current language (empty in English). */
function formMessageMap(): Record<string, string> {
  const map: Record<string, string> = {};
  for (const message of pathOfMessage.keys()) {
    const localized = localizeFormMessage(message);
    if (localized !== message) map[message] = localized;
  }
  return map;
}

/** Each field's errors in the current language. */
export function localizeErrors(errors: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!errors) return errors;
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, localizeFormMessage(message)]));
}

/** What a form in the browser needs to speak the page's language: the language itself and the messages. */
export function formLanguage() {
  return { locale: requestLocale(), messages: formMessageMap() };
}
