import Link from 'next/link';
import { visibleKinds } from '@/server/auth';
import { PAGE_SIZE, filterFromQuery, queryOf } from '@/server/staff/filters';
import { STATUSES, STATUS_LABELS, listSubmissions } from '@/server/staff/submissions';
import { staffPage } from '@/server/staff/guard';
import { Inert } from './_components/inert';
import { StaffShell } from './_components/shell';

const kindLabel = { contact: 'Contact message', career: 'Job application' } as const;
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export default async function StaffListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { connection, user } = await staffPage();
  const { filter, page } = filterFromQuery(await searchParams);
  const { items, total } = await listSubmissions(connection, user.role, filter, { page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const kinds = visibleKinds(user.role);
  return (
    <StaffShell user={user} title="Submissions">
      <form method="get" action="/staff" className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-4">
        {kinds.length > 1 ? (
          <div>
            <label htmlFor="kind" className="block text-sm font-semibold">
              Kind
            </label>
            <select id="kind" name="kind" defaultValue={filter.kind ?? ''} className="mt-1 rounded-md border border-border bg-bg px-2 py-1.5">
              <option value="">All</option>
              {kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {kindLabel[kind]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div>
          <label htmlFor="status" className="block text-sm font-semibold">
            Status
          </label>
          <select id="status" name="status" defaultValue={filter.status ?? ''} className="mt-1 rounded-md border border-border bg-bg px-2 py-1.5">
            <option value="">Any</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-48 flex-1">
          <label htmlFor="q" className="block text-sm font-semibold">
            Search
          </label>
          <input id="q" name="q" type="search" defaultValue={filter.q ?? ''} maxLength={200} className="mt-1 w-full rounded-md border border-border bg-bg px-2 py-1.5" />
        </div>
        <button type="submit" className="rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg hover:bg-brand-strong">
          Filter
        </button>
        <a href={`/staff/export${queryOf(filter)}`} className="rounded-md border border-border px-4 py-2 font-semibold hover:bg-bg">
          Export CSV
        </a>
      </form>

      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {total === 0 ? 'No submissions match.' : `${total.toLocaleString('en-IN')} submission${total === 1 ? '' : 's'} · page ${page} of ${pages}`}
      </p>

      {items.length > 0 ? (
        <div className="mt-3 overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-surface">
              <tr>
                <th scope="col" className="px-3 py-2">Received</th>
                <th scope="col" className="px-3 py-2">Kind</th>
                <th scope="col" className="px-3 py-2">From</th>
                <th scope="col" className="px-3 py-2">About</th>
                <th scope="col" className="px-3 py-2">Status</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={`${item.kind}-${item.id}`} className="border-t border-border align-top" data-testid="submission-row">
                  <td className="whitespace-nowrap px-3 py-2">{dateTime.format(item.receivedAt)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{kindLabel[item.kind]}</td>
                  <td className="px-3 py-2">
                    <Link prefetch={false} href={`/staff/submissions/${item.kind}/${item.id}`} className="font-semibold text-brand-strong underline-offset-4 hover:underline">
                      <Inert value={item.name} empty="(no name)" />
                    </Link>
                    <div className="text-muted">
                      <Inert value={item.email} />
                    </div>
                  </td>
                  <td className="px-3 py-2">
                    <Inert value={item.subject} />
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{STATUS_LABELS[item.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex gap-4 text-sm font-semibold">
          {page > 1 ? (
            <Link prefetch={false} href={`/staff${queryOf(filter, page - 1)}`} className="text-brand-strong hover:underline">
              ← Newer
            </Link>
          ) : null}
          {page < pages ? (
            <Link prefetch={false} href={`/staff${queryOf(filter, page + 1)}`} className="text-brand-strong hover:underline">
              Older →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </StaffShell>
  );
}
