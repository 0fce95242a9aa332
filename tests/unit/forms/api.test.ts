import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleCareerPost, handleContactPost, loadOutcomeDraft } from '@/server/intake';
import { healthResponse } from '@/server/health';
import { closeDatabase } from '@/server/db';
import { REFERENCE_PATTERN } from '@/lib/forms/reference';
import { listCareerApplications, listContactMessages, listMails, getResume } from '@/server/db/queries';
import { formMessages, type FormResponse } from '@/lib/forms/messages';
import { resumeMessages } from '@/lib/forms/career-schema';
import { CAREER_MAX_BODY_BYTES, RESUME_MAX_BYTES, TEXT_LIMITS } from '@/lib/forms/limits';
import {
  careerForm,
  database,
  describeEachDialect,
  docBytes,
  docxBytes,
  formPost,
  jsonPost,
  pdfBytes,
  setEnv,
  useTempDatabase,
  validContact,
  type TempDatabase,
  zipWith,
} from './helpers';

let address = 0;
/** A distinct client address per request, so the rate limit stays out of the way unless a test wants it. */
const fresh = () => ({ 'x-real-ip': `10.0.${Math.floor(++address / 250)}.${address % 250}` });

async function json(response: Response) {
  return (await response.json()) as FormResponse;
}

/** A body stream of `total` bytes of `fill`, counting how much the server actually pulled. */
function countingStream(prefix: Buffer, total: number) {
  const state = { pulled: 0 };
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sentPrefix = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sentPrefix) {
        sentPrefix = true;
        state.pulled += prefix.length;
        controller.enqueue(new Uint8Array(prefix));
        return;
      }
      if (state.pulled >= total) {
        controller.close();
        return;
      }
      state.pulled += chunk.length;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  return { stream, state };
}

describeEachDialect('forms', (dialect) => {
  let temp: TempDatabase;
  beforeAll(async () => {
    temp = await useTempDatabase(dialect);
  });
  afterAll(async () => {
    await temp?.cleanup();
  });
  beforeEach(() => setEnv({ RATE_LIMIT_MAX: '1000', TRUST_PROXY: '', SITE_URL: '' }));

  describe('POST /api/contact', () => {
    it('stores a valid JSON message with its notification and answers 200', async () => {
      const before = (await listContactMessages(await database())).length;
      const response = await handleContactPost(jsonPost('/api/contact', validContact, fresh()));
      expect(response.status).toBe(200);
      const body = await json(response);
      expect(body.reference).toMatch(REFERENCE_PATTERN);
      expect(body.reference).toMatch(/^ENQ-/);
      expect(body).toEqual({ success: true, message: `${formMessages.contact.success} ${formMessages.reference.replace('{reference}', body.reference!)}`, reference: body.reference });
      const rows = await listContactMessages(await database());
      expect(rows).toHaveLength(before + 1);
      const row = rows.at(-1)!;
      expect(row.reference).toBe(body.reference);
      expect(row).toMatchObject({ first_name: 'Meera', email: 'meera.kulkarni@example.org', service: 'Biogas Plant Construction', spam: 0 });
      const mails = await listMails(await database());
      expect(mails.some((mail) => mail.kind === 'contact' && mail.submission_id === row.id && mail.status === 'pending')).toBe(true);
    });

    it('accepts only the required fields, trimming spaces', async () => {
      const response = await handleContactPost(jsonPost('/api/contact', { firstName: '  Ravi ', email: ' ravi@example.in ', message: ' Quote for BMP tests ' }, fresh()));
      expect(response.status).toBe(200);
      const row = (await listContactMessages(await database())).at(-1)!;
      expect(row).toMatchObject({ first_name: 'Ravi', last_name: '', email: 'ravi@example.in', message: 'Quote for BMP tests', service: '' });
    });

    it('drops NUL characters from text (PostgreSQL cannot store them) instead of failing', async () => {
      const response = await handleContactPost(jsonPost('/api/contact', { ...validContact, firstName: 'Nu\u0000ll', message: 'a\u0000b' }, fresh()));
      expect(response.status).toBe(200);
      expect((await listContactMessages(await database())).at(-1)).toMatchObject({ first_name: 'Null', message: 'ab' });
    });

    it('accepts urlencoded and multipart bodies', async () => {
      const urlencoded = await handleContactPost(formPost('/api/contact', new URLSearchParams(validContact), fresh()));
      expect(urlencoded.status).toBe(200);
      const multipart = new FormData();
      for (const [key, value] of Object.entries(validContact)) multipart.append(key, value);
      const response = await handleContactPost(formPost('/api/contact', multipart, fresh()));
      expect(response.status).toBe(200);
    });

    it.each([
      ['not JSON', '{"firstName": "A",'],
      ['a JSON array', '[1,2,3]'],
      ['JSON null', 'null'],
      ['a JSON string', '"hello"'],
      ['an empty body', ''],
    ])('answers 400 to %s', async (_label, body) => {
      const response = await handleContactPost(jsonPost('/api/contact', body, fresh()));
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ success: false, message: formMessages.malformed });
    });

    it('answers 400 to bytes that are not UTF-8', async () => {
      const request = new Request('http://localhost:3000/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...fresh() },
        body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      });
      expect((await handleContactPost(request)).status).toBe(400);
    });

    it('answers 400 to a multipart body without a boundary', async () => {
      const request = new Request('http://localhost:3000/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data', ...fresh() },
        body: 'firstName=x',
      });
      expect((await handleContactPost(request)).status).toBe(400);
    });

    it.each([['text/plain'], ['application/xml'], ['']])('answers 415 to content type "%s"', async (type) => {
      const request = new Request('http://localhost:3000/api/contact', {
        method: 'POST',
        headers: type ? { 'content-type': type, ...fresh() } : fresh(),
        body: new Uint8Array(Buffer.from(JSON.stringify(validContact))),
      });
      const response = await handleContactPost(request);
      expect(response.status).toBe(415);
      expect((await json(response)).success).toBe(false);
    });

    it('answers 413 when Content-Length announces more than 64 KB, without reading the body', async () => {
      const { stream, state } = countingStream(Buffer.from('{"message":"'), 10 * 1024 * 1024);
      const request = new Request('http://localhost:3000/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024), ...fresh() },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      const response = await handleContactPost(request);
      expect(response.status).toBe(413);
      expect(state.pulled).toBeLessThan(256 * 1024);
    });

    it('answers 413 to a streamed body that passes 64 KB, stopping early', async () => {
      const { stream, state } = countingStream(Buffer.from('{"message":"'), 10 * 1024 * 1024);
      const request = new Request('http://localhost:3000/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...fresh() },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      const response = await handleContactPost(request);
      expect(response.status).toBe(413);
      expect(state.pulled).toBeLessThan(512 * 1024);
    });

    it.each([
      ['first name missing', { firstName: '' }, 'firstName', 'Please enter your first name.'],
      ['first name only spaces', { firstName: '   ' }, 'firstName', 'Please enter your first name.'],
      ['e-mail missing', { email: '' }, 'email', 'Please enter your e-mail address.'],
      ['e-mail invalid', { email: 'meera@' }, 'email', 'Please enter a valid e-mail address, e.g. name@example.com.'],
      ['message missing', { message: '' }, 'message', 'Please enter your message.'],
      ['message too long', { message: 'x'.repeat(5001) }, 'message', 'Please keep your message under 5000 characters.'],
      ['first name too long', { firstName: 'x'.repeat(101) }, 'firstName', 'Please keep your first name under 100 characters.'],
      ['company too long', { company: 'x'.repeat(151) }, 'company', 'Please keep the company name under 150 characters.'],
      ['unknown service', { service: 'Free hydrogen' }, 'service', 'Please choose a service from the list.'],
      ['phone with letters', { phone: 'call me maybe' }, 'phone', 'Please enter a valid phone number, e.g. +91 98765 43210.'],
      ['a number instead of text', { firstName: 42 }, 'firstName', 'Please enter text.'],
      ['an object instead of text', { message: { text: 'hi' } }, 'message', 'Please enter text.'],
    ])('answers 422 with the field error when %s', async (_label, change, field, message) => {
      const before = (await listContactMessages(await database())).length;
      const response = await handleContactPost(jsonPost('/api/contact', { ...validContact, ...change }, fresh()));
      expect(response.status).toBe(422);
      const body = await json(response);
      expect(body.success).toBe(false);
      expect(body.message).toBe(formMessages.invalid);
      expect(body.errors?.[field]).toBe(message);
      expect(await listContactMessages(await database())).toHaveLength(before);
    });

    it('reports every invalid field at once', async () => {
      const response = await handleContactPost(jsonPost('/api/contact', {}, fresh()));
      expect(response.status).toBe(422);
      expect(Object.keys((await json(response)).errors ?? {}).sort()).toEqual(['email', 'firstName', 'message']);
    });

    it('answers a filled honeypot like a success, stores it as spam and queues no mail', async () => {
      const response = await handleContactPost(jsonPost('/api/contact', { ...validContact, firstName: 'Bot', website: 'http://spam.example' }, fresh()));
      expect(response.status).toBe(200);
      // Word for word the answer a real message gets, so a bot learns nothing from it.
      const body = await json(response);
      expect(body.message).toBe(`${formMessages.contact.success} ${formMessages.reference.replace('{reference}', body.reference!)}`);
      const spam = (await listContactMessages(await database(), { includeSpam: true })).at(-1)!;
      expect(spam).toMatchObject({ first_name: 'Bot', spam: 1 });
      expect((await listContactMessages(await database())).some((row) => row.id === spam.id)).toBe(false);
      expect((await listMails(await database())).some((mail) => mail.kind === 'contact' && mail.submission_id === spam.id)).toBe(false);
    });

    it('refuses browser posts from another origin with 403', async () => {
      const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }];
      for (const headers of foreign) {
        const response = await handleContactPost(jsonPost('/api/contact', validContact, { ...fresh(), ...headers }));
        expect(response.status).toBe(403);
        expect(await json(response)).toEqual({ success: false, message: formMessages.crossOrigin });
      }
    });

    it('accepts posts from its own host and from SITE_URL', async () => {
      const own = await handleContactPost(jsonPost('/api/contact', validContact, { ...fresh(), origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }));
      expect(own.status).toBe(200);
      setEnv({ SITE_URL: 'https://www.aranya.example' });
      const public_ = await handleContactPost(
        jsonPost('/api/contact', validContact, { ...fresh(), origin: 'https://www.aranya.example', host: 'internal:3000' }),
      );
      expect(public_.status).toBe(200);
    });

    it('rate-limits per address and per form with 429 and Retry-After', async () => {
      setEnv({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '600' });
      const client = { 'x-real-ip': '192.0.2.77' };
      expect((await handleContactPost(jsonPost('/api/contact', validContact, client))).status).toBe(200);
      expect((await handleContactPost(jsonPost('/api/contact', validContact, client))).status).toBe(200);
      const limited = await handleContactPost(jsonPost('/api/contact', validContact, client));
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(await json(limited)).toEqual({ success: false, message: formMessages.rateLimited });
      // Invalid posts are answered 422 without touching the counter's verdict.
      expect((await handleContactPost(jsonPost('/api/contact', { ...validContact, email: 'x' }, client))).status).toBe(422);
      // Another address, and the other form for the same address, are counted separately.
      expect((await handleContactPost(jsonPost('/api/contact', validContact, { 'x-real-ip': '192.0.2.78' }))).status).toBe(200);
      expect((await handleCareerPost(formPost('/api/career-apply', careerForm(), client))).status).toBe(200);
    });

    it('counts the address from X-Forwarded-For only when TRUST_PROXY is set', async () => {
      setEnv({ RATE_LIMIT_MAX: '1' });
      // Without a trusted proxy a forged X-Forwarded-For does not create a new address.
      const socket = { 'x-real-ip': '198.51.100.9' };
      expect((await handleContactPost(jsonPost('/api/contact', validContact, { ...socket, 'x-forwarded-for': '1.1.1.1' }))).status).toBe(200);
      expect((await handleContactPost(jsonPost('/api/contact', validContact, { ...socket, 'x-forwarded-for': '2.2.2.2' }))).status).toBe(429);
      // Behind one trusted proxy: the right-most entry (what the proxy saw) counts; entries to its left are the client's words.
      setEnv({ RATE_LIMIT_MAX: '1', TRUST_PROXY: '1' });
      const proxy = { 'x-real-ip': '10.9.9.9' };
      expect((await handleContactPost(jsonPost('/api/contact', validContact, { ...proxy, 'x-forwarded-for': '203.0.113.5' }))).status).toBe(200);
      expect((await handleContactPost(jsonPost('/api/contact', validContact, { ...proxy, 'x-forwarded-for': '9.9.9.9, 203.0.113.5' }))).status).toBe(429);
      expect((await handleContactPost(jsonPost('/api/contact', validContact, { ...proxy, 'x-forwarded-for': '203.0.113.6' }))).status).toBe(200);
    });

    it('answers a native browser post with 303 to /contact/sent', async () => {
      const response = await handleContactPost(formPost('/api/contact', new URLSearchParams(validContact), { ...fresh(), accept: 'text/html,application/xhtml+xml' }));
      expect(response.status).toBe(303);
      const location = response.headers.get('location')!;
      const reference = new URL(location, 'http://x').searchParams.get('ref')!;
      expect(location).toBe(`/contact/sent?ref=${reference}`);
      expect((await listContactMessages(await database())).at(-1)!.reference).toBe(reference);
    });

    it('answers an invalid native post with 303 to a page that keeps the values and shows the errors', async () => {
      const response = await handleContactPost(
        formPost('/api/contact', new URLSearchParams({ ...validContact, email: 'not-an-address' }), { ...fresh(), accept: 'text/html' }),
      );
      expect(response.status).toBe(303);
      const location = response.headers.get('location')!;
      expect(location).toMatch(/^\/contact\/retry\?draft=[\w-]+$/);
      const draft = await loadOutcomeDraft('contact', { draft: new URL(location, 'http://x').searchParams.get('draft')! });
      expect(draft.values).toMatchObject({ firstName: 'Meera', email: 'not-an-address', message: validContact.message });
      expect(draft.errors.email).toMatch(/valid e-mail/);
      expect(draft.message).toBe(formMessages.invalid);
      // A draft belongs to its form and cannot be guessed.
      expect((await loadOutcomeDraft('career', { draft: new URL(location, 'http://x').searchParams.get('draft')! })).message).toBe(formMessages.draftExpired);
      expect((await loadOutcomeDraft('contact', { draft: 'x'.repeat(22) })).message).toBe(formMessages.draftExpired);
    });
  });

  describe('POST /api/career-apply', () => {
    it.each([
      ['PDF', pdfBytes(), 'cv.pdf', 'application/pdf'],
      ['DOC', docBytes(), 'cv.doc', 'application/msword'],
      ['DOCX', docxBytes(), 'cv.DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ])('stores an application with a %s résumé in the same transaction as its mail', async (_label, bytes, name, storedType) => {
      const response = await handleCareerPost(formPost('/api/career-apply', careerForm({}, { bytes, name, type: 'application/octet-stream' }), fresh()));
      expect(response.status).toBe(200);
      const body = await json(response);
      expect(body.reference).toMatch(/^JOB-/);
      expect(body.message).toBe(`${formMessages.career.success} ${formMessages.reference.replace('{reference}', body.reference!)}`);
      expect(formMessages.career.success).toContain('successfully');
      const row = (await listCareerApplications(await database())).at(-1)!;
      expect(row).toMatchObject({ name: 'Arjun Deshpande', resume_content_type: storedType, resume_size: bytes.length, spam: 0 });
      const resume = await getResume(await database(), row.id);
      expect(resume?.bytes.equals(bytes)).toBe(true);
      expect((await listMails(await database())).some((mail) => mail.kind === 'career' && mail.submission_id === row.id)).toBe(true);
    });

    it('stores the position an application names, and no position for a general application', async () => {
      const position = 'Analytical Chemist – Laboratory Testing';
      expect((await handleCareerPost(formPost('/api/career-apply', careerForm({ position: `  ${position} ` }), fresh()))).status).toBe(200);
      expect((await listCareerApplications(await database())).at(-1)!.position).toBe(position);
      expect((await handleCareerPost(formPost('/api/career-apply', careerForm(), fresh()))).status).toBe(200);
      expect((await listCareerApplications(await database())).at(-1)!.position).toBe('');
      const tooLong = await handleCareerPost(formPost('/api/career-apply', careerForm({ position: 'x'.repeat(TEXT_LIMITS.position + 1) }), fresh()));
      expect(tooLong.status).toBe(422);
      expect((await json(tooLong)).errors).toHaveProperty('position');
    });

    it('stores a sanitised file name', async () => {
      const response = await handleCareerPost(
        formPost('/api/career-apply', careerForm({}, { bytes: pdfBytes(), name: '../../etc/<script>alert(1)</script> Résumé.pdf' }), fresh()),
      );
      expect(response.status).toBe(200);
      const row = (await listCareerApplications(await database())).at(-1)!;
      expect(row.resume_file_name).toMatch(/^[A-Za-z0-9._\-() ]+\.pdf$/);
      expect(row.resume_file_name).not.toContain('/');
      expect(row.resume_file_name).not.toContain('<');
    });

    it.each([
      ['no résumé', null, resumeMessages.missing],
      ['a .txt file', { bytes: Buffer.from('plain text'), name: 'cv.txt' }, resumeMessages.type],
      ['an image named .pdf', { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), name: 'cv.pdf' }, resumeMessages.content],
      ['a PDF named .docx', { bytes: pdfBytes(), name: 'cv.docx' }, resumeMessages.content],
      ['a ZIP without word/ named .docx', { bytes: zipWith('xl/workbook.xml'), name: 'cv.docx' }, resumeMessages.content],
      ['an empty file', { bytes: Buffer.alloc(0), name: 'cv.pdf' }, resumeMessages.empty],
      ['a file without extension', { bytes: pdfBytes(), name: 'resume' }, resumeMessages.type],
    ])('answers 422 for %s', async (_label, resume, message) => {
      const before = (await listCareerApplications(await database(), { includeSpam: true })).length;
      const response = await handleCareerPost(formPost('/api/career-apply', careerForm({}, resume), fresh()));
      expect(response.status).toBe(422);
      const body = await json(response);
      expect(body.errors?.resume).toBe(message);
      expect(await listCareerApplications(await database(), { includeSpam: true })).toHaveLength(before);
    });

    it('answers 422 for missing name and bad e-mail together with the résumé check', async () => {
      const response = await handleCareerPost(formPost('/api/career-apply', careerForm({ name: ' ', email: 'arjun' }, null), fresh()));
      expect(response.status).toBe(422);
      const body = await json(response);
      expect(body.errors).toMatchObject({ name: 'Please enter your full name.', resume: resumeMessages.missing });
      expect(body.errors?.email).toMatch(/valid e-mail/);
    });

    it('answers 413 for a résumé over 5 MB', async () => {
      const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(RESUME_MAX_BYTES, 0x20)]);
      const response = await handleCareerPost(formPost('/api/career-apply', careerForm({}, { bytes: big, name: 'big.pdf' }), fresh()));
      expect(response.status).toBe(413);
      expect((await json(response)).errors?.resume).toBe(resumeMessages.tooLarge);
    });

    it('accepts a résumé of exactly 5 MB', async () => {
      const exact = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(RESUME_MAX_BYTES - 9, 0x20)]);
      expect(exact.length).toBe(RESUME_MAX_BYTES);
      const response = await handleCareerPost(formPost('/api/career-apply', careerForm({}, { bytes: exact, name: 'exact.pdf' }), fresh()));
      expect(response.status).toBe(200);
    });

    it('refuses by Content-Length before reading, and stops a streamed oversized upload early', async () => {
      const boundary = 'XyZ123';
      const prefix = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      );
      const announced = countingStream(prefix, 50 * 1024 * 1024);
      const early = await handleCareerPost(
        new Request('http://localhost:3000/api/career-apply', {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(CAREER_MAX_BODY_BYTES + 1), ...fresh() },
          body: announced.stream,
          duplex: 'half',
        } as RequestInit),
      );
      expect(early.status).toBe(413);
      expect(announced.state.pulled).toBeLessThan(256 * 1024);

      const streamed = countingStream(prefix, 50 * 1024 * 1024);
      const response = await handleCareerPost(
        new Request('http://localhost:3000/api/career-apply', {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...fresh() },
          body: streamed.stream,
          duplex: 'half',
        } as RequestInit),
      );
      expect(response.status).toBe(413);
      expect(streamed.state.pulled).toBeLessThan(RESUME_MAX_BYTES + 1024 * 1024);
    });

    it('answers 415 to JSON and urlencoded bodies', async () => {
      expect((await handleCareerPost(jsonPost('/api/career-apply', { name: 'A', email: 'a@b.co' }, fresh()))).status).toBe(415);
      expect((await handleCareerPost(formPost('/api/career-apply', new URLSearchParams({ name: 'A' }), fresh()))).status).toBe(415);
    });

    it('answers 400 to a broken multipart body', async () => {
      const request = new Request('http://localhost:3000/api/career-apply', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=abc', ...fresh() },
        body: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nArjun\r\n--abc\r\nContent-Disposition: form-da',
      });
      expect((await handleCareerPost(request)).status).toBe(400);
    });

    it('handles the honeypot: success-looking answer, stored as spam, no mail', async () => {
      const response = await handleCareerPost(formPost('/api/career-apply', careerForm({ website: 'x', name: 'Spam Bot' }), fresh()));
      expect(response.status).toBe(200);
      expect((await json(response)).success).toBe(true);
      const row = (await listCareerApplications(await database(), { includeSpam: true })).at(-1)!;
      expect(row).toMatchObject({ name: 'Spam Bot', spam: 1 });
      expect((await listMails(await database())).some((mail) => mail.kind === 'career' && mail.submission_id === row.id)).toBe(false);
    });

    it('answers a native post with 303 to /career/sent, or to /career/retry keeping the values', async () => {
      const ok = await handleCareerPost(formPost('/api/career-apply', careerForm(), { ...fresh(), accept: 'text/html' }));
      expect(ok.status).toBe(303);
      expect(ok.headers.get('location')).toMatch(/^\/career\/sent\?ref=JOB-\d{4}-\w{4}$/);
      const bad = await handleCareerPost(formPost('/api/career-apply', careerForm({ email: 'nope' }, null), { ...fresh(), accept: 'text/html' }));
      expect(bad.status).toBe(303);
      const draftId = new URL(bad.headers.get('location')!, 'http://x').searchParams.get('draft')!;
      const draft = await loadOutcomeDraft('career', { draft: draftId });
      expect(draft.values).toMatchObject({ name: 'Arjun Deshpande', email: 'nope' });
      expect(draft.errors.resume).toBe(resumeMessages.missing);
    });
  });

  describe('unexpected failures', () => {
    it('answer 500 with the contract JSON and the health check says 503', async () => {
      await closeDatabase();
      // A database that cannot be opened: a path below a regular file (SQLite), a database that does not exist (PostgreSQL).
      setEnv({ DATABASE_URL: temp.brokenUrl });
      const response = await handleContactPost(jsonPost('/api/contact', validContact, fresh()));
      expect(response.status).toBe(500);
      expect(await json(response)).toEqual({ success: false, message: formMessages.serverError });
      expect((await healthResponse()).status).toBe(503);
      setEnv({ DATABASE_URL: temp.url });
      expect((await healthResponse()).status).toBe(200);
    });
  });
});
