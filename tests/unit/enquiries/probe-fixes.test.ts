import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactServiceOptions } from '@/content/contact';
import { contactSchemaFor } from '@/lib/forms/contact-schema';
import { saveContactMessage } from '@/server/db/queries';
import { exportText } from '@/server/inbox';
import { isSameOrigin } from '@/server/request';
import { listAudit } from '@/server/staff/audit';
import { pageFromQuery } from '@/server/staff/filters';
import { database, describeEachDialect, useTempDatabase, validContact, type TempDatabase } from '../forms/helpers';

/*
 * Findings of an adversarial probe of the workspace and outbox (issue "Enquiries that get answered"),
 * each checked here so it cannot come back.
 */

it('does not take X-Forwarded-Host as the request host unless a trusted proxy sent it', () => {
  const post = new Request('http://localhost:3000/staff/submissions/contact/1/status', {
    method: 'POST',
    headers: { origin: 'http://evil.example', host: 'localhost:3000', 'x-forwarded-host': 'evil.example' },
  });
  expect(isSameOrigin(post, undefined, 0)).toBe(false);
  expect(isSameOrigin(post, undefined, 1)).toBe(true);
  const own = new Request('http://localhost:3000/x', { method: 'POST', headers: { origin: 'http://localhost:3000', host: 'localhost:3000' } });
  expect(isSameOrigin(own, undefined, 0)).toBe(true);
});

it('reads a page number from the address only when it is a whole number in range', () => {
  expect(pageFromQuery('99999999999999999999')).toBe(1);
  expect(pageFromQuery('2')).toBe(2);
  expect(pageFromQuery('-3')).toBe(1);
  expect(pageFromQuery('1e3')).toBe(1);
  expect(pageFromQuery(undefined)).toBe(1);
});

describeEachDialect('probe findings', (dialect) => {
  let temp: TempDatabase;
  beforeAll(async () => {
    temp = await useTempDatabase(dialect);
  });
  afterAll(async () => {
    await temp?.cleanup();
  });

  it('the audit log answers a page far past its end with an empty page, not an error', async () => {
    await expect(listAudit(await database(), { page: 1e20, pageSize: 50 })).resolves.toEqual({ entries: [], hasOlder: false });
  });

  it('the JSON export writes C1 controls and bidi marks as escapes: inert in a terminal, the same data once parsed', async () => {
    const message = 'Price \u009b2J list \u202eevil\u202c and \u061c mark';
    const contactSchema = contactSchemaFor(contactServiceOptions);
    await saveContactMessage(await database(), contactSchema.parse({ ...validContact, message }), { spam: false });
    const json = await exportText(await database(), { kind: 'contact', format: 'json' });
    expect(json).not.toMatch(/[\u0080-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(JSON.parse(json)[0].message).toBe(message);
  });
});
