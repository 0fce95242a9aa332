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
import { english, requestLocale, translatable } from './i18n';

export const formText = translatable('form-messages.formText', {
  outcomes: formMessages,
  fields: fieldMessages,
  resume: resumeMessages,
  choices: { servicePlaceholder, generalApplication: GENERAL_APPLICATION },
});

type Tree = { [key: string]: string | Tree };

/** Each English message and where it sits in `formText`. */
const pathOfMessage = new Map<string, string[]>();
(function index(node: Tree, at: string[]) {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') pathOfMessage.set(value, [...at, key]);
    else index(value, [...at, key]);
  }
})(english(formText) as unknown as Tree, []);

/** A form message in the current language; text that is not one of the messages comes back as it is. */
export function localizeFormMessage(message: string): string {
  const at = pathOfMessage.get(message);
  if (!at) return message;
  let node: unknown = formText;
  for (const key of at) node = (node as Record<string, unknown>)[key];
  return typeof node === 'string' ? node : message;
}

/** Every message with its translation in the current language (empty in English). */
export function formMessageMap(): Record<string, string> {
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
