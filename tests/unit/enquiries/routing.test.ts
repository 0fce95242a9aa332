import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactServiceOptions } from '@/content/contact';
import { services } from '@/content/services';
import { contactSchemaFor } from '@/lib/forms/contact-schema';
import { serviceOptions } from '@/lib/forms/contact-fields';
import { can, ROLES } from '@/server/auth';
import { saveContactMessage } from '@/server/db/queries';
import { LAB_SERVICES, deskOf } from '@/server/enquiries/routing';
import { addNote, exportCsv, getSubmission, listSubmissions, setStatus, type StaffUser } from '@/server/staff/records';
import { database, describeEachDialect, useTempDatabase, validContact, type TempDatabase } from '../forms/helpers';

const contactSchema = contactSchemaFor(contactServiceOptions);
const user = (role: StaffUser['role']): StaffUser => ({ id: `u-${role}`, email: `${role}@example.com`, name: `Test ${role}`, role });

it('routes every laboratory service on the services page to the lab, and the other services to sales', () => {
  expect(LAB_SERVICES).toEqual(services.map((service) => service.title));
  for (const service of services) expect(deskOf('contact', service.title)).toBe('lab');
  for (const service of serviceOptions) expect(deskOf('contact', service)).toBe('sales');
  expect(deskOf('contact', '')).toBe('sales');
  expect(deskOf('career')).toBe('hr');
  expect(ROLES).toEqual(['admin', 'sales', 'lab', 'hr']);
  expect(can('lab', { action: 'read', kind: 'career' })).toBe(false);
});

describeEachDialect('enquiries: each desk sees its own records', (dialect) => {
  let temp: TempDatabase;
  let labId: number;
  let plantId: number;
  beforeAll(async () => {
    temp = await useTempDatabase(dialect);
    const connection = await database();
    const labService = services[0]!.title;
    labId = (await saveContactMessage(connection, contactSchema.parse({ ...validContact, firstName: 'Deskcheck', service: labService }), { spam: false })).id;
    plantId = (await saveContactMessage(connection, contactSchema.parse({ ...validContact, firstName: 'Deskcheck', service: 'Biogas Plant Construction' }), { spam: false })).id;
  });
  afterAll(async () => {
    await temp?.cleanup();
  });

  it('lab sees the laboratory enquiry and not the plant enquiry; sales the reverse; admin both', async () => {
    const connection = await database();
    const ids = async (role: StaffUser['role']) => (await listSubmissions(connection, role, { q: 'Deskcheck' }, { page: 1, pageSize: 25 })).items.map((item) => item.id);
    expect(await ids('lab')).toEqual([labId]);
    expect(await ids('sales')).toEqual([plantId]);
    expect((await ids('admin')).sort()).toEqual([labId, plantId].sort());
    expect(await ids('hr')).toEqual([]);

    expect(await getSubmission(connection, 'lab', 'contact', labId)).toMatchObject({ id: labId });
    expect(await getSubmission(connection, 'lab', 'contact', plantId)).toBeNull();
    expect(await getSubmission(connection, 'sales', 'contact', plantId)).toMatchObject({ id: plantId });
    expect(await getSubmission(connection, 'sales', 'contact', labId)).toBeNull();

    expect(await setStatus(connection, user('sales'), 'contact', labId, 'done')).toBe('not-found');
    expect(await addNote(connection, user('sales'), 'contact', labId, 'not mine')).toBe('not-found');
    expect(await setStatus(connection, user('lab'), 'contact', plantId, 'done')).toBe('not-found');
    expect(await setStatus(connection, user('lab'), 'contact', labId, 'in-progress')).toBe('ok');
    expect(await addNote(connection, user('lab'), 'contact', labId, 'Samples expected Monday.')).toBe('ok');

    const salesCsv = (await exportCsv(connection, user('sales'), { q: 'Deskcheck' })).csv;
    expect(salesCsv.trim().split('\r\n')).toHaveLength(2);
    expect(salesCsv).toContain('Biogas Plant Construction');
  });
});
