import Link from 'next/link';
import { listAudit } from '@/server/staff/audit';
import { staffPage } from '@/server/staff/guard';
import { StaffShell } from '../_components/shell';

const PAGE_SIZE = 50;
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { connection, user } = await staffPage({ action: 'read-audit' });
  const raw = Number((await searchParams).page ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const { entries, total } = await listAudit(connection, { page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <StaffShell user={user} title="Audit log">
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-surface">
            <tr>
              <th scope="col" className="px-3 py-2">Time</th>
              <th scope="col" className="px-3 py-2">Account</th>
              <th scope="col" className="px-3 py-2">Action</th>
              <th scope="col" className="px-3 py-2">Record</th>
              <th scope="col" className="px-3 py-2">Detail</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-t border-border" data-testid="audit-row">
                <td className="whitespace-nowrap px-3 py-2">{dateTime.format(entry.at)}</td>
                <td className="px-3 py-2">{entry.actorEmail ?? (entry.action === 'purge' ? 'scheduled' : '—')}</td>
                <td className="px-3 py-2">{entry.action}</td>
                <td className="px-3 py-2">{entry.kind && entry.submissionId ? `${entry.kind}:${entry.submissionId}` : '—'}</td>
                <td className="px-3 py-2">{entry.detail || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex gap-4 text-sm font-semibold">
          {page > 1 ? <Link prefetch={false} href={`/staff/audit?page=${page - 1}`}>← Newer</Link> : null}
          {page < pages ? <Link prefetch={false} href={`/staff/audit?page=${page + 1}`}>Older →</Link> : null}
        </nav>
      ) : null}
    </StaffShell>
  );
}
