import 'server-only';
import { randomBytes } from 'node:crypto';
import { careerFields, careerSchema, checkResumeMeta, resumeMessages } from '@/lib/forms/career-schema';
import { contactFields, contactSchema } from '@/lib/forms/contact-schema';
import { fieldErrors } from '@/lib/forms/field-errors';
import {
  CAREER_MAX_BODY_BYTES,
  CONTACT_MAX_BODY_BYTES,
  HONEYPOT_FIELD,
  RESUME_MAX_BYTES,
  TEXT_LIMITS,
  fileExtension,
  type FormKind,
} from '@/lib/forms/limits';
import { formMessages, type FormResponse } from '@/lib/forms/messages';
import { database } from './db';
import { loadFormDraft, saveCareerApplication, saveContactMessage, saveFormDraft } from './db/queries';
import { env } from './env';
import { kickOutboxWorker } from './outbox';
import { takeRateLimit } from './rate-limit';
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
import { RESUME_CONTENT_TYPES, parseFormBody, readTextBody, sanitizeFileName, sniffResume, type UploadedFile } from './uploads';

/*
 * The two form endpoints. Order of checks: origin (403) → media type (415) →
 * declared size (413) → body, read within limits (400 / 413) → fields (422)
 * → rate limit (429, Retry-After) → one transaction storing the submission,
 * its résumé and its notification → 200. A native browser post (JavaScript
 * off) gets the same checks but a 303 to a page showing the outcome.
 */

/** Bytes a text field may take in a form body: 4 bytes per character of the longest field, plus one. */
const MAX_FIELD_BYTES = TEXT_LIMITS.message * 4 + 4;
const DRAFT_TTL_MS = 60 * 60 * 1000;
const MAX_DRAFTS = 5000;

export type FailureReason = 'malformed' | 'too-large' | 'unsupported' | 'invalid' | 'rate-limited' | 'server';

export type FormDraft = { values: Record<string, string>; errors: Record<string, string>; message: string };

type Outcome =
  | { ok: true; form: FormKind; message: string }
  | {
      ok: false;
      form: FormKind;
      status: number;
      reason: FailureReason;
      message: string;
      errors?: Record<string, string>;
      values?: Record<string, string>;
      headers?: Record<string, string>;
    };

const failure = (
  form: FormKind,
  status: number,
  reason: FailureReason,
  message: string,
  extra: Partial<Extract<Outcome, { ok: false }>> = {},
): Outcome => ({ ok: false, form, status, reason, message, ...extra });

/** Keeps only the known text fields, as bounded strings, to show again after a failed native post. */
function keptValues(raw: Record<string, unknown>, fields: readonly string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of fields) {
    const value = raw[field];
    if (typeof value === 'string') kept[field] = value.slice(0, TEXT_LIMITS.message);
  }
  return kept;
}

/**
 * Known fields only; absent ones become '' (optional fields), anything else goes to the schema as sent,
 * except that NUL characters are dropped from text: PostgreSQL cannot store them in a text column, and
 * no visitor means to send one, so both engines store the same text.
 */
function normalise(raw: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = raw[field];
    values[field] = value === undefined || value === null ? '' : typeof value === 'string' ? value.replace(/\u0000/g, '') : value;
  }
  return values;
}

function honeypotFilled(raw: Record<string, unknown>): boolean {
  const value = raw[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '' && value !== false;
}

async function readContactBody(
  request: Request,
  bodyType: BodyType,
): Promise<{ ok: true; raw: Record<string, unknown> } | { ok: false; problem: 'malformed' | 'too-large' }> {
  if (bodyType === 'json') {
    const body = await readTextBody(request.body, CONTACT_MAX_BODY_BYTES);
    if (!body.ok) return body;
    try {
      const parsed: unknown = JSON.parse(body.text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, problem: 'malformed' };
      return { ok: true, raw: parsed as Record<string, unknown> };
    } catch {
      return { ok: false, problem: 'malformed' };
    }
  }
  const parsed = await parseFormBody(request, {
    maxBodyBytes: CONTACT_MAX_BODY_BYTES,
    maxFieldBytes: MAX_FIELD_BYTES,
    maxFields: 20,
    maxFileBytes: 0,
  });
  if (!parsed.ok) return parsed;
  return { ok: true, raw: parsed.form.fields };
}

async function contactOutcome(request: Request, bodyType: BodyType): Promise<Outcome> {
  const config = env();
  if (bodyType === 'other') return failure('contact', 415, 'unsupported', formMessages.unsupportedType);
  const length = declaredLength(request);
  if (length !== null && length > CONTACT_MAX_BODY_BYTES) return failure('contact', 413, 'too-large', formMessages.tooLarge);

  const body = await readContactBody(request, bodyType);
  if (!body.ok) {
    return body.problem === 'too-large'
      ? failure('contact', 413, 'too-large', formMessages.tooLarge)
      : failure('contact', 400, 'malformed', formMessages.malformed);
  }
  const values = keptValues(body.raw, contactFields);
  const parsed = contactSchema.safeParse(normalise(body.raw, contactFields));
  if (!parsed.success) {
    return failure('contact', 422, 'invalid', formMessages.invalid, { errors: fieldErrors(parsed.error.issues), values });
  }

  const connection = await database();
  const limit = await takeRateLimit(connection, {
    form: 'contact',
    address: clientAddress(request.headers, config.TRUST_PROXY),
    max: config.RATE_LIMIT_MAX,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  });
  if (!limit.allowed) {
    return failure('contact', 429, 'rate-limited', formMessages.rateLimited, {
      values,
      headers: { 'retry-after': String(limit.retryAfterSeconds) },
    });
  }
  const spam = honeypotFilled(body.raw);
  const id = await saveContactMessage(connection, parsed.data, { spam });
  console.info(JSON.stringify({ event: 'form.stored', form: 'contact', id, spam }));
  if (!spam) kickOutboxWorker();
  return { ok: true, form: 'contact', message: formMessages.contact.success };
}

function checkResume(file: UploadedFile | null): { error: string } | { fileName: string; contentType: string; bytes: Buffer } {
  const metaProblem = checkResumeMeta(file ? { name: file.fileName, size: file.bytes.length } : null);
  if (metaProblem || !file) return { error: metaProblem ?? resumeMessages.missing };
  const extension = fileExtension(file.fileName);
  const kind = sniffResume(file.bytes);
  if (!kind || `.${kind}` !== extension) return { error: resumeMessages.content };
  return { fileName: sanitizeFileName(file.fileName, extension), contentType: RESUME_CONTENT_TYPES[kind], bytes: file.bytes };
}

async function careerOutcome(request: Request, bodyType: BodyType): Promise<Outcome> {
  const config = env();
  if (bodyType !== 'multipart') return failure('career', 415, 'unsupported', formMessages.unsupportedType);
  const length = declaredLength(request);
  if (length !== null && length > CAREER_MAX_BODY_BYTES) {
    return failure('career', 413, 'too-large', resumeMessages.tooLarge, { errors: { resume: resumeMessages.tooLarge } });
  }
  const parsedBody = await parseFormBody(request, {
    maxBodyBytes: CAREER_MAX_BODY_BYTES,
    maxFieldBytes: MAX_FIELD_BYTES,
    maxFields: 10,
    maxFileBytes: RESUME_MAX_BYTES,
    fileField: 'resume',
  });
  if (!parsedBody.ok) {
    return parsedBody.problem === 'too-large'
      ? failure('career', 413, 'too-large', formMessages.tooLarge)
      : failure('career', 400, 'malformed', formMessages.malformed);
  }
  const { fields, file, fileTooLarge } = parsedBody.form;
  const values = keptValues(fields, careerFields);
  if (fileTooLarge) {
    return failure('career', 413, 'too-large', resumeMessages.tooLarge, { errors: { resume: resumeMessages.tooLarge }, values });
  }
  const parsed = careerSchema.safeParse(normalise(fields, ['name', 'email', 'message', 'position']));
  const resume = checkResume(file);
  if (!parsed.success || 'error' in resume) {
    const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if ('error' in resume) errors.resume = resume.error;
    return failure('career', 422, 'invalid', formMessages.invalid, { errors, values });
  }

  const connection = await database();
  const limit = await takeRateLimit(connection, {
    form: 'career',
    address: clientAddress(request.headers, config.TRUST_PROXY),
    max: config.RATE_LIMIT_MAX,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  });
  if (!limit.allowed) {
    return failure('career', 429, 'rate-limited', formMessages.rateLimited, {
      values,
      headers: { 'retry-after': String(limit.retryAfterSeconds) },
    });
  }
  const spam = honeypotFilled(fields);
  const id = await saveCareerApplication(connection, parsed.data, resume, { spam });
  console.info(JSON.stringify({ event: 'form.stored', form: 'career', id, spam, resumeBytes: resume.bytes.length }));
  if (!spam) kickOutboxWorker();
  return { ok: true, form: 'career', message: formMessages.career.success };
}

/** Where a native (no-JavaScript) post lands: /contact/sent, or /contact/retry showing errors and the values sent. */
async function browserRedirect(outcome: Outcome): Promise<Response> {
  const base = `/${outcome.form}`;
  if (outcome.ok) return redirectResponse(`${base}/sent`);
  try {
    const now = Date.now();
    const id = randomBytes(16).toString('base64url');
    const draft: FormDraft = { values: outcome.values ?? {}, errors: outcome.errors ?? {}, message: outcome.message };
    const saved = await saveFormDraft(
      await database(),
      { id, form: outcome.form, payload: JSON.stringify(draft), expiresAt: now + DRAFT_TTL_MS },
      { now, maxDrafts: MAX_DRAFTS },
    );
    if (saved) return redirectResponse(`${base}/retry?draft=${id}`);
  } catch (error) {
    logUnexpected(outcome.form, error);
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

async function handle(request: Request, form: FormKind): Promise<Response> {
  const bodyType = bodyTypeOf(request);
  const browser = isBrowserFormPost(request, bodyType);
  let outcome: Outcome;
  try {
    if (!isSameOrigin(request, env().SITE_URL)) {
      return jsonResponse(403, { success: false, message: formMessages.crossOrigin });
    }
    outcome = form === 'contact' ? await contactOutcome(request, bodyType) : await careerOutcome(request, bodyType);
  } catch (error) {
    logUnexpected(form, error);
    outcome = failure(form, 500, 'server', formMessages.serverError);
  }
  if (browser) return browserRedirect(outcome);
  if (outcome.ok) return jsonResponse(200, { success: true, message: outcome.message });
  const body: FormResponse = { success: false, message: outcome.message };
  if (outcome.errors) body.errors = outcome.errors;
  return jsonResponse(outcome.status, body, outcome.headers);
}

/** POST /api/contact */
export function handleContactPost(request: Request): Promise<Response> {
  return handle(request, 'contact');
}

/** POST /api/career-apply */
export function handleCareerPost(request: Request): Promise<Response> {
  return handle(request, 'career');
}

const failureMessages: Record<FailureReason, string> = {
  malformed: formMessages.malformed,
  'too-large': formMessages.tooLarge,
  unsupported: formMessages.malformed,
  invalid: formMessages.invalid,
  'rate-limited': formMessages.rateLimited,
  server: formMessages.serverError,
};

/**
 * What /contact/retry and /career/retry show: the stored draft (values kept,
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
    return { values: {}, errors: {}, message: formMessages.draftExpired };
  }
  const reason = params.reason as FailureReason | undefined;
  const message = reason && reason in failureMessages ? failureMessages[reason] : formMessages.draftExpired;
  return { values: {}, errors: {}, message };
}
