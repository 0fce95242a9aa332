import 'server-only';
import { randomBytes } from 'node:crypto';
import { careerFields, careerSchema, checkResumeMeta, resumeMessages, type CareerInput } from '@/lib/forms/career-schema';
import { contactServiceOptions } from '@/content/contact';
import { feedstockContent, feedstockIds, monthValues } from '@/content/feedstock';
import { SUPPLY_MAX_BODY_BYTES } from '@/lib/forms/supply-fields';
import { supplyFields, supplySchemaFor, type SupplyInput } from '@/lib/forms/supply-schema';
import { contactFields, contactSchemaFor, type ContactInput } from '@/lib/forms/contact-schema';
import { fieldErrors } from '@/lib/forms/field-errors';
import {
  CAREER_MAX_BODY_BYTES,
  CONTACT_MAX_BODY_BYTES,
  HONEYPOT_FIELD,
  RESUME_MAX_BYTES,
  TEXT_LIMITS,
  fileExtension,
} from '@/lib/forms/limits';
import { formMessages, type FormResponse } from '@/lib/forms/messages';
import { localizeErrors, localizeFormMessage } from '@/content/form-messages';
import { inLocale } from '@/content/i18n';
import { localeOfPath, localizePath, type Locale } from '@/lib/i18n';
import { database, type Connection } from './db';
import { SUBMISSION_PAGES, type SubmissionKind as FormKind } from './db/kinds';
import { loadFormDraft, saveCareerApplication, saveContactMessage, saveFormDraft, saveSupplyEnquiry, type ResumeUpload, type SaveOptions, type Saved } from './db/queries';
import { ACK_ALLOWANCE, acknowledgementKey, mailLocale } from './enquiries/acknowledgement';
import { env } from './env';
import { kickOutboxWorker } from './outbox';
import { clientKey, takeRateLimit } from './rate-limit';
import {
  bodyTypeOf,
  clientAddress,
  declaredLength,
  isBrowserFormPost,
  isSameOrigin,
  jsonResponse,
  redirectResponse,
  type BodyType,
} from './request';
import { RESUME_CONTENT_TYPES, parseFormBody, readTextBody, sanitizeFileName, sniffResume, type ParsedForm } from './uploads';

/*
 * The form endpoints are one pipeline fed by a per-form descriptor. Order of
 * checks: origin (403) → media type (415) → declared size (413) → a free upload
 * slot for this client (429) → body, read within limits (400 / 413) → fields
 * (422) → rate limit (429, Retry-After) → one transaction storing the submission
 * (with its résumé), its reference, its staff notification and (within the address's
 * allowance, never for spam) the visitor's acknowledgement → 200 naming the reference. A native browser post
 * (JavaScript off) gets the same checks but a 303 to a page showing the outcome.
 */

/** Bytes a text field may take in a form body: 4 bytes per character of the longest field, plus one. */
const MAX_FIELD_BYTES = TEXT_LIMITS.message * 4 + 4;
const DRAFT_TTL_MS = 60 * 60 * 1000;
/** Drafts one client address keeps (its oldest is replaced); a draft's stored size; all drafts together. */
const DRAFTS_PER_CLIENT = 3;
const DRAFT_MAX_BYTES = 32 * 1024;
const MAX_DRAFTS = 5000;

type FailureReason = 'malformed' | 'too-large' | 'unsupported' | 'invalid' | 'rate-limited' | 'busy' | 'server';

export type FormDraft = { values: Record<string, string>; errors: Record<string, string>; message: string };

type Failure = {
  ok: false;
  status: number;
  reason: FailureReason;
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  headers?: Record<string, string>;
};
type Outcome = ({ ok: true; message: string; reference: string } | Failure) & { locale?: Locale };

/** The language of the page a form was on: its hidden `locale` field (visitor input, so checked). */
const formLocale = (value: unknown): Locale | undefined => (value === undefined ? undefined : mailLocale(value));

const failure = (status: number, reason: FailureReason, message: string, extra: Partial<Failure> & { locale?: Locale } = {}): Failure => ({
  ok: false,
  status,
  reason,
  message,
  ...extra,
});

/** What validation makes of a body: the data to store, or errors per field. */
type Checked<T> = { ok: true; data: T } | { ok: false; status: number; message: string; errors: Record<string, string> };

/** Everything the pipeline needs to know about one form. */
type FormDescriptor<T> = {
  form: FormKind;
  /** Body formats the endpoint reads. */
  accepts: readonly BodyType[];
  maxBodyBytes: number;
  /** Answer to a body over `maxBodyBytes` (413). */
  tooLarge: { message: string; errors?: Record<string, string> };
  /** Text fields kept in a draft to show again after a failed native post. */
  keptFields: readonly string[];
  /** Multipart limits: how many fields, and the one file field, if any. */
  maxFields: number;
  file?: { field: string; maxBytes: number };
  /** Concurrent requests one client may have in flight (bounds the memory held by half-sent uploads). */
  concurrentPerClient?: number;
  validate(form: ParsedForm): Checked<T>;
  /** Stores the submission and its mails in one transaction; returns what to log, with the reference. */
  save(connection: Connection, data: T, options: SaveOptions): Promise<Saved & Record<string, unknown>>;
  /** The address the acknowledgement goes to; '' when the visitor gave none (then none is sent). */
  visitorEmail(data: T): string;
  successMessage: string;
};

/**
 * Known fields only; absent ones become '' (optional fields), anything else goes to the schema as sent,
 * except that NUL characters are dropped from text: PostgreSQL cannot store them in a text column, and
 * no visitor means to send one, so both engines store the same text.
 */
function normalise(raw: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = Object.hasOwn(raw, field) ? raw[field] : undefined;
    values[field] = value === undefined || value === null ? '' : typeof value === 'string' ? value.replace(/\u0000/g, '') : value;
  }
  return values;
}

const contactSchema = contactSchemaFor(contactServiceOptions);

/**
 * A form of text fields only (contact, supply): one schema, any body format, the same limits.
 * The career form, with its résumé upload, is described in full below.
 */
function textForm<T extends { email: string }>(form: {
  form: FormKind;
  maxBodyBytes: number;
  fields: readonly string[];
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } } };
  save: FormDescriptor<T>['save'];
  successMessage: string;
}): FormDescriptor<T> {
  return {
    form: form.form,
    accepts: ['json', 'urlencoded', 'multipart'],
    maxBodyBytes: form.maxBodyBytes,
    tooLarge: { message: formMessages.tooLarge },
    keptFields: form.fields,
    maxFields: 20,
    validate({ fields }) {
      const parsed = form.schema.safeParse(normalise(fields, form.fields));
      return parsed.success
        ? { ok: true, data: parsed.data }
        : { ok: false, status: 422, message: formMessages.invalid, errors: fieldErrors(parsed.error.issues) };
    },
    save: form.save,
    visitorEmail: (data) => data.email,
    successMessage: form.successMessage,
  };
}

const contactForm = textForm<ContactInput>({
  form: 'contact',
  maxBodyBytes: CONTACT_MAX_BODY_BYTES,
  fields: contactFields,
  schema: contactSchema,
  save: (connection, data, options) => saveContactMessage(connection, data, options),
  successMessage: formMessages.contact.success,
});

const supplySchema = supplySchemaFor({ feedstocks: feedstockIds, months: monthValues, errors: feedstockContent.errors });

const supplyForm = textForm<SupplyInput>({
  form: 'supply',
  maxBodyBytes: SUPPLY_MAX_BODY_BYTES,
  fields: supplyFields,
  schema: supplySchema,
  save: (connection, data, options) => saveSupplyEnquiry(connection, data, options),
  successMessage: feedstockContent.messages.success,
});

const careerTextFields = careerFields.filter((field) => field !== 'resume');

/** The résumé's name, size and first bytes must agree with one of the accepted document types. */
function checkResume(file: ParsedForm['file']): { error: string } | ResumeUpload {
  const metaProblem = checkResumeMeta(file ? { name: file.fileName, size: file.bytes.length } : null);
  if (metaProblem || !file) return { error: metaProblem ?? resumeMessages.missing };
  const extension = fileExtension(file.fileName);
  const kind = sniffResume(file.bytes);
  if (!kind || `.${kind}` !== extension) return { error: resumeMessages.content };
  return { fileName: sanitizeFileName(file.fileName, extension), contentType: RESUME_CONTENT_TYPES[kind], bytes: file.bytes };
}

const careerForm: FormDescriptor<{ input: CareerInput; resume: ResumeUpload }> = {
  form: 'career',
  accepts: ['multipart'],
  maxBodyBytes: CAREER_MAX_BODY_BYTES,
  tooLarge: { message: resumeMessages.tooLarge, errors: { resume: resumeMessages.tooLarge } },
  keptFields: careerTextFields,
  maxFields: 10,
  file: { field: 'resume', maxBytes: RESUME_MAX_BYTES },
  concurrentPerClient: 2,
  validate({ fields, file, fileTooLarge }) {
    if (fileTooLarge) return { ok: false, status: 413, message: resumeMessages.tooLarge, errors: { resume: resumeMessages.tooLarge } };
    const parsed = careerSchema.safeParse(normalise(fields, careerTextFields));
    const resume = checkResume(file);
    if (parsed.success && !('error' in resume)) return { ok: true, data: { input: parsed.data, resume } };
    const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if ('error' in resume) errors.resume = resume.error;
    return { ok: false, status: 422, message: formMessages.invalid, errors };
  },
  async save(connection, { input, resume }, options) {
    return { ...(await saveCareerApplication(connection, input, resume, options)), resumeBytes: resume.bytes.length };
  },
  visitorEmail: ({ input }) => input.email,
  successMessage: formMessages.career.success,
};

/** Keeps only the known text fields, each cut to its own limit, to show again after a failed native post. */
function keptValues(raw: Record<string, unknown>, fields: readonly string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of fields) {
    const value = Object.hasOwn(raw, field) ? raw[field] : undefined;
    const limit = (TEXT_LIMITS as Record<string, number>)[field] ?? TEXT_LIMITS.name;
    if (typeof value === 'string') kept[field] = value.slice(0, limit);
  }
  return kept;
}

function honeypotFilled(raw: Record<string, unknown>): boolean {
  const value = Object.hasOwn(raw, HONEYPOT_FIELD) ? raw[HONEYPOT_FIELD] : undefined;
  return value !== undefined && value !== null && value !== '' && value !== false;
}

/** A JSON body as a ParsedForm (its members as fields; no file). */
async function readJsonBody(request: Request, maxBytes: number): Promise<{ ok: true; form: ParsedForm } | { ok: false; problem: 'malformed' | 'too-large' }> {
  const body = await readTextBody(request.body, maxBytes);
  if (!body.ok) return body;
  try {
    const parsed: unknown = JSON.parse(body.text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, problem: 'malformed' };
    return { ok: true, form: { fields: parsed as Record<string, string>, truncated: new Set(), file: null, fileTooLarge: false } };
  } catch {
    return { ok: false, problem: 'malformed' };
  }
}

/** Requests in flight per form and client address (this process; the memory they hold is this process's). */
const inFlight = new Map<string, number>();

async function outcomeOf<T>(descriptor: FormDescriptor<T>, request: Request, bodyType: BodyType, address: string): Promise<Outcome> {
  if (!descriptor.accepts.includes(bodyType)) return failure(415, 'unsupported', formMessages.unsupportedType);
  const length = declaredLength(request);
  if (length !== null && length > descriptor.maxBodyBytes) return failure(413, 'too-large', descriptor.tooLarge.message, { errors: descriptor.tooLarge.errors });

  const body =
    bodyType === 'json'
      ? await readJsonBody(request, descriptor.maxBodyBytes)
      : await parseFormBody(request, {
          maxBodyBytes: descriptor.maxBodyBytes,
          maxFieldBytes: MAX_FIELD_BYTES,
          maxFields: descriptor.maxFields,
          maxFileBytes: descriptor.file?.maxBytes ?? 0,
          fileField: descriptor.file?.field,
        });
  if (!body.ok) {
    return body.problem === 'too-large' ? failure(413, 'too-large', formMessages.tooLarge) : failure(400, 'malformed', formMessages.malformed);
  }
  const raw = body.form.fields;
  const values = keptValues(raw, descriptor.keptFields);
  const checked = descriptor.validate(body.form);
  if (!checked.ok) {
    return failure(checked.status, checked.status === 413 ? 'too-large' : 'invalid', checked.message, { errors: checked.errors, values, locale: formLocale(raw.locale) });
  }

  const config = env();
  const connection = await database();
  const limit = await takeRateLimit(connection, {
    form: descriptor.form,
    address,
    max: config.RATE_LIMIT_MAX,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  });
  if (!limit.allowed) {
    return failure(429, 'rate-limited', formMessages.rateLimited, { values, headers: { 'retry-after': String(limit.retryAfterSeconds) }, locale: formLocale(raw.locale) });
  }
  const spam = honeypotFilled(raw);
  const visitorEmail = descriptor.visitorEmail(checked.data);
  const saved = await descriptor.save(connection, checked.data, {
    spam,
    locale: formLocale(raw.locale) ?? 'en',
    acknowledge: visitorEmail ? { key: acknowledgementKey(visitorEmail), ...ACK_ALLOWANCE } : undefined,
  });
  console.info(JSON.stringify({ event: 'form.stored', form: descriptor.form, ...saved, spam }));
  if (!spam) kickOutboxWorker();
  return { ok: true, message: descriptor.successMessage, reference: saved.reference, locale: formLocale(raw.locale) };
}

/** Runs the pipeline within this client's share of concurrent requests, if the form limits it. */
async function limitedOutcome<T>(descriptor: FormDescriptor<T>, request: Request, bodyType: BodyType, address: string): Promise<Outcome> {
  const cap = descriptor.concurrentPerClient;
  if (!cap) return outcomeOf(descriptor, request, bodyType, address);
  const key = `${descriptor.form}\u0000${address}`;
  const running = inFlight.get(key) ?? 0;
  if (running >= cap) {
    await request.body?.cancel().catch(() => {});
    return failure(429, 'busy', formMessages.busy, { headers: { 'retry-after': '10' } });
  }
  inFlight.set(key, running + 1);
  try {
    return await outcomeOf(descriptor, request, bodyType, address);
  } finally {
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left > 0) inFlight.set(key, left);
    else inFlight.delete(key);
  }
}

/** A draft that fits DRAFT_MAX_BYTES: the longest value is shortened until it does. */
function boundedDraft(draft: FormDraft): string {
  let payload = JSON.stringify(draft);
  const values = { ...draft.values };
  while (Buffer.byteLength(payload) > DRAFT_MAX_BYTES) {
    const longest = Object.keys(values).sort((a, b) => values[b]!.length - values[a]!.length)[0];
    if (!longest || values[longest]!.length === 0) return JSON.stringify({ ...draft, values: {} });
    values[longest] = values[longest]!.slice(0, Math.floor(values[longest]!.length / 2));
    payload = JSON.stringify({ ...draft, values });
  }
  return payload;
}

/**
 * Where a native (no-JavaScript) post lands: /contact/sent, or /contact/retry showing errors and
 * the values sent (the form's page: SUBMISSION_PAGES), in the language of the form's page.
 */
async function browserRedirect(form: FormKind, outcome: Outcome, address: string, locale: Locale): Promise<Response> {
  const base = localizePath(SUBMISSION_PAGES[form], locale);
  if (outcome.ok) return redirectResponse(`${base}/sent?ref=${encodeURIComponent(outcome.reference)}`);
  try {
    const now = Date.now();
    const id = randomBytes(16).toString('base64url');
    const payload = boundedDraft({ values: outcome.values ?? {}, errors: outcome.errors ?? {}, message: outcome.message });
    const saved = await saveFormDraft(
      await database(),
      { id, form, client: clientKey('draft', address), payload, expiresAt: now + DRAFT_TTL_MS },
      { now, perClient: DRAFTS_PER_CLIENT, maxDrafts: MAX_DRAFTS },
    );
    if (saved) return redirectResponse(`${base}/retry?draft=${id}`);
  } catch (error) {
    logUnexpected(form, error);
  }
  return redirectResponse(`${base}/retry?reason=${outcome.reason}`);
}

function logUnexpected(form: FormKind, error: unknown) {
  console.error(
    JSON.stringify({
      event: 'form.error',
      form,
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    }),
  );
}

/**
 * The language to answer in: the form's own `locale` field, else the page it was posted from
 * (the Referer, on this site), else English.
 */
function answerLocale(request: Request, outcome: Outcome): Locale {
  if (outcome.locale) return outcome.locale;
  try {
    const referer = request.headers.get('referer');
    if (referer && new URL(referer).origin === new URL(request.url).origin) return localeOfPath(new URL(referer).pathname);
  } catch {
    // An unreadable Referer says nothing about the language.
  }
  return 'en';
}

/** The outcome's message and field errors in the visitor's language (the pipeline speaks English). */
function localizedOutcome(outcome: Outcome, locale: Locale): Outcome {
  return inLocale(locale, () => {
    if (outcome.ok) {
      const reference = localizeFormMessage(formMessages.reference).replace('{reference}', outcome.reference);
      return { ...outcome, message: `${localizeFormMessage(outcome.message)} ${reference}` };
    }
    return { ...outcome, message: localizeFormMessage(outcome.message), errors: localizeErrors(outcome.errors) };
  });
}

async function handle<T>(request: Request, descriptor: FormDescriptor<T>): Promise<Response> {
  const bodyType = bodyTypeOf(request);
  const browser = isBrowserFormPost(request, bodyType);
  let outcome: Outcome;
  let address = 'unknown';
  try {
    if (!isSameOrigin(request, env().SITE_URL, env().TRUST_PROXY)) {
      await request.body?.cancel().catch(() => {});
      return jsonResponse(403, { success: false, message: formMessages.crossOrigin });
    }
    address = clientAddress(request.headers, env().TRUST_PROXY);
    outcome = await limitedOutcome(descriptor, request, bodyType, address);
  } catch (error) {
    logUnexpected(descriptor.form, error);
    outcome = failure(500, 'server', formMessages.serverError);
  }
  const locale = answerLocale(request, outcome);
  outcome = localizedOutcome(outcome, locale);
  if (browser) return browserRedirect(descriptor.form, outcome, address, locale);
  if (outcome.ok) return jsonResponse(200, { success: true, message: outcome.message, reference: outcome.reference });
  const body: FormResponse = { success: false, message: outcome.message };
  if (outcome.errors) body.errors = outcome.errors;
  return jsonResponse(outcome.status, body, outcome.headers);
}

/** POST /api/contact */
export function handleContactPost(request: Request): Promise<Response> {
  return handle(request, contactForm);
}

/** POST /api/supply */
export function handleSupplyPost(request: Request): Promise<Response> {
  return handle(request, supplyForm);
}

/** POST /api/career-apply */
export function handleCareerPost(request: Request): Promise<Response> {
  return handle(request, careerForm);
}

const failureMessages: Record<FailureReason, string> = {
  malformed: formMessages.malformed,
  'too-large': formMessages.tooLarge,
  unsupported: formMessages.malformed,
  invalid: formMessages.invalid,
  'rate-limited': formMessages.rateLimited,
  busy: formMessages.busy,
  server: formMessages.serverError,
};

/**
 * What /contact/retry, /career/retry and /feedstock/retry show (in the language being rendered;
 * a draft's messages were stored in the language of the form that made it): the stored draft (values kept,
 * errors per field), or a message for a known reason, or an "expired" note.
 */
export async function loadOutcomeDraft(form: FormKind, params: { draft?: string; reason?: string }): Promise<FormDraft> {
  if (params.draft && /^[A-Za-z0-9_-]{10,64}$/.test(params.draft)) {
    try {
      const payload = await loadFormDraft(await database(), params.draft, form, Date.now());
      if (payload) {
        const parsed = JSON.parse(payload) as FormDraft;
        return { values: parsed.values ?? {}, errors: parsed.errors ?? {}, message: String(parsed.message ?? '') };
      }
    } catch (error) {
      logUnexpected(form, error);
    }
    return { values: {}, errors: {}, message: localizeFormMessage(formMessages.draftExpired) };
  }
  // An own-property lookup: `reason` comes from the URL, and names such as `toString` or `__proto__` are inherited keys.
  const reason = params.reason;
  const message = reason !== undefined && Object.hasOwn(failureMessages, reason) ? failureMessages[reason as FailureReason] : formMessages.draftExpired;
  return { values: {}, errors: {}, message: localizeFormMessage(message) };
}
