import Link from 'next/link';
import { visibleKinds } from '@/server/auth';
import { PAGE_SIZE, filterFromQuery, queryOf } from '@/server/staff/filters';
import { STATUSES, STATUS_LABELS, VIEWS, listSubmissions, type SubmissionPage, type View } from '@/server/staff/records';
import { staffSummaryCopy } from '@/content/staff-summary';
import { staffPage } from '@/server/staff/guard';
import { Inert } from './_components/inert';
import { Pager } from './_components/pager';
import { StaffShell } from './_components/shell';
import { StaffTable } from './_components/table';

const kindLabel = { contact: 'Contact message', career: 'Job application', supply: 'Supply enquiry' } as const;
const VIEW_LABELS: Record<View, string> = { mine: 'Assigned to me', unassigned: 'Unassigned', overdue: staffSummaryCopy.lines.overdue };
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** "1,234 submissions", or "More than 1,000 submissions" past the counting limit. */
function summary({ count, exact }: SubmissionPage['matches']): string {
  if (count === 0) return 'No submissions match.';
  if (!exact) return `More than ${count.toLocaleString('en-IN')} submissions`;
  return `${count.toLocaleString('en-IN')} submission${count === 1 ? '' : 's'}`;
}

function FilterSelect({ name, label, value, options }: { name: string; label: string; value?: string; options: { value: string; label: string }[] }) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold">
        {label}
      </label>
      <select id={name} name={name} defaultValue={value ?? ''} className="mt-1 h-10 rounded-md border border-border bg-bg px-2">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export default async function StaffListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { connection, user } = await staffPage();
  const { filter, page } = filterFromQuery(await searchParams, { userId: user.id });
  const { items, matches, hasOlder } = await listSubmissions(connection, user.role, filter, { page, pageSize: PAGE_SIZE });
  const kinds = visibleKinds(user.role);
  return (
    <StaffShell user={user} title="Submissions">
      <form method="get" action="/staff" className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-4">
        {kinds.length > 1 ? (
          <FilterSelect
            name="kind"
            label="Kind"
            value={filter.kind}
            options={[{ value: '', label: 'All' }, ...kinds.map((kind) => ({ value: kind, label: kindLabel[kind] }))]}
          />
        ) : null}
        <FilterSelect
          name="view"
          label="Show"
          value={filter.view}
          options={[{ value: '', label: 'Everything' }, ...VIEWS.map((view) => ({ value: view, label: VIEW_LABELS[view] }))]}
        />
        <FilterSelect
          name="status"
          label="Status"
          value={filter.status}
          options={[{ value: '', label: 'Any' }, ...STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))]}
        />
        <div className="min-w-48 flex-1">
          <label htmlFor="q" className="block text-sm font-semibold">
            Search (text or reference)
          </label>
          <input id="q" name="q" type="search" defaultValue={filter.q ?? ''} maxLength={200} className="mt-1 h-10 w-full rounded-md border border-border bg-bg px-2" />
        </div>
        <button type="submit" className="h-10 rounded-md bg-brand px-4 font-semibold text-brand-fg hover:bg-brand-strong">
          Filter
        </button>
        <a href={`/staff/export${queryOf(filter)}`} className="inline-flex h-10 items-center rounded-md border border-border px-4 font-semibold hover:bg-bg">
          Export CSV
        </a>
      </form>

      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {summary(matches)}
      </p>

      {items.length > 0 ? (
        <div className="mt-3">
          <StaffTable label="Submissions" columns={['From', 'Status', 'Received', 'Kind', 'About']}>
            {items.map((item) => (
              <tr key={`${item.kind}-${item.id}`} className="border-t border-border align-top" data-testid="submission-row">
                <td className="min-w-48 px-3 py-2">
                  <Link prefetch={false} href={`/staff/submissions/${item.kind}/${item.id}`} className="font-semibold text-brand-strong underline-offset-4 hover:underline">
                    <Inert value={item.name} empty="(no name)" />
                  </Link>
                  <div className="text-muted">
                    <Inert value={item.email} />
                  </div>
                </td>
                <td className="whitespace-nowrap px-3 py-2">{STATUS_LABELS[item.status]}</td>
                <td className="whitespace-nowrap px-3 py-2">{dateTime.format(item.receivedAt)}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  {kindLabel[item.kind]}
                  {item.reference ? <div className="font-mono text-xs text-muted">{item.reference}</div> : null}
                </td>
                <td className="px-3 py-2">
                  <Inert value={item.subject} />
                </td>
              </tr>
            ))}
          </StaffTable>
        </div>
      ) : null}

      <Pager page={page} hasOlder={hasOlder} href={(target) => `/staff${queryOf(filter, target)}`} />
    </StaffShell>
  );
}
