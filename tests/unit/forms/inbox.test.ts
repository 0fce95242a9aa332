import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCareerPost, handleContactPost } from '@/server/intake';
import { csvCell } from '@/server/csv';
import { exportText, listText, outboxText, parseSubmissionId, showText } from '@/server/inbox';
import { EXPORT_COLUMNS } from '@/server/staff/records';
import { careerForm, database, describeEachDialect, docxBytes, formPost, jsonPost, useTempDatabase, validContact, type TempDatabase } from './helpers';

/** Minimal RFC 4180 parser, to check the export round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

describeEachDialect('inbox', (dialect) => {
  let temp: TempDatabase;
  beforeAll(async () => {
    temp = await useTempDatabase(dialect);
    const tricky = { ...validContact, firstName: 'Asha', lastName: 'O"Neil, Jr.', company: '=HYPERLINK("http://x")', message: 'Line one\nLine two, with "quotes"' };
    expect((await handleContactPost(jsonPost('/api/contact', validContact, { 'x-real-ip': '10.3.0.1' }))).status).toBe(200);
    expect((await handleContactPost(jsonPost('/api/contact', tricky, { 'x-real-ip': '10.3.0.2' }))).status).toBe(200);
    expect((await handleContactPost(jsonPost('/api/contact', { ...validContact, firstName: 'Spammer', website: 'x' }, { 'x-real-ip': '10.3.0.3' }))).status).toBe(200);
    expect((await handleCareerPost(formPost('/api/career-apply', careerForm({}, { bytes: docxBytes(), name: 'Arjun CV.docx' }), { 'x-real-ip': '10.3.0.4' }))).status).toBe(200);
  });
  afterAll(async () => {
    await temp?.cleanup();
  });

  describe('staff inbox', () => {
    it('exports contact messages as JSON without spam unless asked', async () => {
      const records = JSON.parse(await exportText(await database(), { kind: 'contact', format: 'json' }));
      expect(records).toHaveLength(2);
      expect(records[0]).toMatchObject({ id: 1, firstName: 'Meera', lastName: 'Kulkarni', email: validContact.email, service: validContact.service, spam: false });
      expect(records[0].receivedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(records[1].message).toBe('Line one\nLine two, with "quotes"');
      const all = JSON.parse(await exportText(await database(), { kind: 'contact', format: 'json', includeSpam: true }));
      expect(all.map((r: { firstName: string; spam: boolean }) => [r.firstName, r.spam])).toEqual([['Meera', false], ['Asha', false], ['Spammer', true]]);
    });

    it('exports valid CSV with the workspace export columns that survives commas, quotes, line breaks and formula cells', async () => {
      const csv = await exportText(await database(), { kind: 'contact', format: 'csv' });
      const rows = parseCsv(csv);
      expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
      const column = (name: (typeof EXPORT_COLUMNS)[number]) => rows[0]!.indexOf(name);
      // Newest first, spam left out unless asked.
      expect(rows).toHaveLength(3);
      const [tricky, plain] = [rows[1]!, rows[2]!];
      expect([plain[column('name')], plain[column('email')], plain[column('phone')], plain[column('company')], plain[column('service')]]).toEqual([
        'Meera Kulkarni',
        validContact.email,
        '+91 98220 12345',
        'Deccan Agro Residues',
        'Biogas Plant Construction',
      ]);
      expect(tricky[column('name')]).toBe('Asha O"Neil, Jr.');
      expect(tricky[column('company')]).toBe(`'=HYPERLINK("http://x")`);
      expect(tricky[column('message')]).toBe('Line one\nLine two, with "quotes"');
      expect(parseCsv(await exportText(await database(), { kind: 'contact', format: 'csv', includeSpam: true }))).toHaveLength(4);
      expect(csvCell('+91 98765 43210')).toBe('+91 98765 43210');
      expect(csvCell('-cmd|calc')).toBe(`'-cmd|calc`);
    });

    it('exports applications with their résumé details', async () => {
      const [record] = JSON.parse(await exportText(await database(), { kind: 'career', format: 'json' }));
      expect(record).toMatchObject({ id: 1, name: 'Arjun Deshpande', resumeFileName: 'Arjun CV.docx', resumeContentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', spam: false });
      const rows = parseCsv(await exportText(await database(), { kind: 'career', format: 'csv' }));
      expect(rows[1]![rows[0]!.indexOf('resumeFileName')]).toBe('Arjun CV.docx');
      expect(rows[1]![rows[0]!.indexOf('name')]).toBe('Arjun Deshpande');
    });

    it('lists, shows and reports the outbox', async () => {
      const list = await listText(await database(), {});
      expect(list).toContain('contact:1');
      expect(list).toContain('career:1');
      expect(list).not.toContain('Spammer');
      expect(await showText(await database(), parseSubmissionId('contact:2')!)).toContain('O"Neil, Jr.');
      expect(await showText(await database(), { kind: 'career', id: 99 })).toBeNull();
      expect(await showText(await database(), { kind: 'career', id: 1 })).toMatch(/Position:\s+General application/);
      expect(parseSubmissionId('12')).toBeNull();
      expect(parseSubmissionId('12', 'career')).toEqual({ kind: 'career', id: 12 });
      const outbox = await outboxText(await database());
      // Three notifications and three acknowledgements (the spam got neither).
      expect(outbox.trim().split('\n')).toHaveLength(6);
      expect(outbox.match(/acknowledgement/g)).toHaveLength(3);
      expect(outbox).toContain('pending');
    });

    it('works as a command: export and resume', () => {
      const run = (args: string[]) =>
        execFileSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'src/cli/inbox.ts', ...args], {
          encoding: 'utf8',
          env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL },
        });
      const records = JSON.parse(run(['export', '--type', 'career', '--format', 'json']));
      expect(records).toHaveLength(1);
      const out = path.join(temp.dir, 'cv.docx');
      expect(run(['resume', 'career:1', '--out', out])).toContain('Saved Arjun CV.docx');
      expect(readFileSync(out).equals(docxBytes())).toBe(true);
    });
  });
});
