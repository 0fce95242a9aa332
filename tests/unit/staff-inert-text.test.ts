import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSchemaFor } from '@/lib/forms/contact-schema';
import { contactServiceOptions } from '@/content/contact';

const contactSchema = contactSchemaFor(contactServiceOptions);
import { careerSchema } from '@/lib/forms/career-schema';
import { inertLine, inertText, quotedBlock, spreadsheetText } from '@/lib/inert-text';
import { saveCareerApplication, saveContactMessage } from '@/server/db/queries';
import { csvCell } from '@/server/csv';
import { listText, showText } from '@/server/inbox';
import { composeNotification } from '@/server/outbox';
import { database, describeEachDialect, pdfBytes, useTempDatabase, validContact, type TempDatabase } from './forms/helpers';

/** What a terminal would act on: ESC, CSI/OSC (C1), BEL, a carriage return, backspace. */
const ACTIVE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

const hostile = {
  firstName: 'Eve\u001b]0;pwned\u0007',
  company: 'Acme\nE-mail: attacker@example.net',
  message: 'Hi\u001b[2J\u001b]52;c;ZWNobyBwd25lZA==\u0007 there\roverwritten\n<script>alert(1)</script>\u202eexe.pdf',
};

describe('inert text', () => {
  it('shows control characters as visible symbols and never keeps them', () => {
    expect(inertText('a\u001b[2Jb')).toBe('a\u241b[2Jb');
    expect(inertText('line\r\nnext', { multiline: true })).toBe('line\nnext');
    expect(inertText('a\rb', { multiline: true })).toBe('a\u240db');
    expect(inertText('a\nb')).toBe('a\u240ab');
    expect(inertText('\u009b31m')).toBe('[U+009B]31m');
    expect(inertText('abc\u202etxt')).toBe('abc[U+202E]txt');
    expect(inertText('<b>bold</b>')).toBe('<b>bold</b>');
    expect(inertLine('x'.repeat(50), 10)).toHaveLength(10);
    expect(quotedBlock('one\nE-mail: x')).toBe('> one\n> E-mail: x');
    expect(spreadsheetText('a\u001b[2J\tb\r\nc')).toBe('a[2J b\nc');
    expect(csvCell('\u001b=1+1')).toBe(`'=1+1`);
    expect(csvCell(' =1+1')).toBe(`' =1+1`);
  });
});

describeEachDialect('visitor text staff see in a terminal and a mail', (dialect) => {
  let temp: TempDatabase;
  let contactId: number;
  beforeAll(async () => {
    temp = await useTempDatabase(dialect);
    const connection = await database();
    contactId = (await saveContactMessage(connection, contactSchema.parse({ ...validContact, ...hostile }), { spam: false })).id;
    await saveCareerApplication(
      connection,
      careerSchema.parse({ name: 'Mallory\u001b[1A', email: 'mallory@example.org', message: hostile.message }),
      { fileName: 'cv\u001b[2J.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
      { spam: false },
    );
  });
  afterAll(async () => {
    await temp?.cleanup();
  });

  it('the CLI inbox (list, show) never writes a raw control character', async () => {
    const connection = await database();
    const list = await listText(connection, {});
    expect(list).not.toMatch(ACTIVE);
    const shown = await showText(connection, { kind: 'contact', id: contactId });
    expect(shown).not.toMatch(ACTIVE);
    expect(shown).toContain('Eve\u241b]0;pwned\u2407');
    expect(shown).toContain('Hi\u241b[2J');
    const career = await showText(connection, { kind: 'career', id: 1 });
    expect(career).not.toMatch(ACTIVE);
  });

  it('the staff mail keeps each field on its line and links to the workspace', async () => {
    const connection = await database();
    const mail = await composeNotification(
      connection,
      { id: 1, kind: 'contact', submission_id: contactId, purpose: 'notify', item: 0, status: 'pending', attempts: 0, next_attempt_at: 0, locked_until: null, last_error: null, created_at: 0, sent_at: null },
      {},
    );
    expect(mail).not.toBeNull();
    const lines = mail!.text.split('\n');
    // Exactly one line claims to be the e-mail field, and it holds the visitor's real address.
    expect(lines.filter((line) => line.startsWith('E-mail:'))).toEqual([`E-mail: ${validContact.email}`]);
    expect(lines).toContain('Company: Acme\u240aE-mail: attacker@example.net');
    expect(mail!.text).not.toMatch(ACTIVE);
    expect(mail!.text).toMatch(new RegExp(`/staff/submissions/contact/${contactId}$`, 'm'));
  });
});
