/**
 * Drafts of failed no-JavaScript posts (what /contact/retry shows again) are
 * bounded per client address and in size, and one client's posts never cost
 * another client its draft.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countFormDrafts } from '@/server/db/queries';
import { handleCareerPost, handleContactPost, loadOutcomeDraft } from '@/server/intake';
import { formMessages } from '@/lib/forms/messages';
import { careerForm, database, describeEachDialect, formPost, useTempDatabase, validContact, type TempDatabase } from './helpers';

const browser = (address: string) => ({ accept: 'text/html,application/xhtml+xml', 'x-real-ip': address });

/** An invalid native post from `address`; returns the draft id it was sent to, or null when it got none. */
async function invalidPost(address: string, overrides: Record<string, string> = {}): Promise<string | null> {
  const response = await handleContactPost(
    formPost('/api/contact', new URLSearchParams({ ...validContact, email: 'not-an-address', ...overrides }), browser(address)),
  );
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!, 'http://x').searchParams.get('draft');
}

describeEachDialect('no-JavaScript drafts', (dialect) => {
  let temp: TempDatabase;
  beforeAll(async () => {
    temp = await useTempDatabase(dialect);
  });
  afterAll(async () => {
    await temp?.cleanup();
  });

  it("one client's flood neither grows without bound nor evicts another client's draft", async () => {
    const visitor = await invalidPost('198.51.100.7', { firstName: 'Asha' });
    expect(visitor).toBeTruthy();
    for (let i = 0; i < 40; i++) await invalidPost('203.0.113.66');

    const perClient = await countFormDrafts(await database(), Date.now());
    expect(perClient).toHaveLength(2);
    const flooder = Math.max(...perClient.map((entry) => entry.drafts));
    expect(flooder).toBeLessThanOrEqual(5);

    // The visitor's draft is still there with what they typed, and so is the flooder's latest.
    const kept = await loadOutcomeDraft('contact', { draft: visitor! });
    expect(kept.values.firstName).toBe('Asha');
    expect(kept.errors.email).toBeTruthy();
    const latest = await invalidPost('203.0.113.66', { firstName: 'Latest' });
    expect((await loadOutcomeDraft('contact', { draft: latest! })).values.firstName).toBe('Latest');
    // A new visitor still gets a draft.
    expect(await invalidPost('198.51.100.8')).toBeTruthy();
  });

  it('a draft is small whatever the post carried', async () => {
    // Fields far past their limits, in characters that JSON stores as six bytes each (\u0001),
    // and a field the form does not have: the whole body stays within the 64 KB the endpoint reads.
    const wide = '\u0001'.repeat(5000);
    const id = await invalidPost('192.0.2.44', { firstName: wide, lastName: wide, company: wide, message: wide, extra1: 'x'.repeat(100) });
    expect(id).toBeTruthy();
    const all = await countFormDrafts(await database(), Date.now());
    expect(Math.max(...all.map((entry) => entry.bytes / entry.drafts))).toBeLessThanOrEqual(32 * 1024);
    const draft = await loadOutcomeDraft('contact', { draft: id! });
    expect(Object.keys(draft.values)).not.toContain('extra1');
    expect(draft.message).toBe(formMessages.invalid);
  });

  it('career drafts keep the text fields and are bounded the same way', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await handleCareerPost(formPost('/api/career-apply', careerForm({ email: 'nope' }), browser('203.0.113.99')));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(/^\/career\/retry\?draft=/);
    }
    const all = await countFormDrafts(await database(), Date.now());
    expect(Math.max(...all.map((entry) => entry.drafts))).toBeLessThanOrEqual(5);
  });
});
