import { listAudit } from '@/server/staff/audit';
import { pageFromQuery } from '@/server/staff/filters';
import { staffPage } from '@/server/staff/guard';
import { Pager } from '../_components/pager';
import { StaffShell } from '../_components/shell';
import { StaffTable } from '../_components/table';

const PAGE_SIZE = 50;
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { connection, user } = await staffPage({ action: 'read-audit' });
  const page = pageFromQuery((await searchParams).page);
  const { entries, hasOlder } = await listAudit(connection, { page, pageSize: PAGE_SIZE });
  return (
    <StaffShell user={user} title="Audit log">
      <StaffTable label="Audit log" columns={['Time', 'Account', 'Action', 'Record', 'Detail']}>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-t border-border align-top" data-testid="audit-row">
            <td className="whitespace-nowrap px-3 py-2">{dateTime.format(entry.at)}</td>
            <td className="px-3 py-2">{entry.actorEmail ?? (entry.action === 'purge' ? 'scheduled' : '—')}</td>
            <td className="px-3 py-2">{entry.action}</td>
            <td className="px-3 py-2">{entry.kind && entry.submissionId ? `${entry.kind}:${entry.submissionId}` : '—'}</td>
            <td className="min-w-64 px-3 py-2">{entry.detail || '—'}</td>
          </tr>
        ))}
      </StaffTable>
      <Pager page={page} hasOlder={hasOlder} href={(target) => `/staff/audit?page=${target}`} />
    </StaffShell>
  );
}
