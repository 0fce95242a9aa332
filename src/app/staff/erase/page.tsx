import { staffPage } from '@/server/staff/guard';
import { StaffShell } from '../_components/shell';

export default async function ErasePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user } = await staffPage({ action: 'erase' });
  const query = await searchParams;
  const done = typeof query.done === 'string' ? query.done : undefined;
  return (
    <StaffShell user={user} title="Erase data about one person">
      <p className="max-w-prose text-sm text-muted">
        Deletes every contact message and job application sent from this e-mail address, with résumés, notes and notification mails. This cannot be undone.
        The audit log records that an erasure happened and how many records it removed, never the address.
      </p>
      {done ? (
        <p role="status" className="mt-4 rounded-md border border-success px-4 py-2 text-sm font-semibold text-success">
          Erased: {done.replace(/[^a-z0-9=\s-]/gi, '')}
        </p>
      ) : null}
      {query.error === 'invalid' ? (
        <p role="alert" className="mt-4 rounded-md border border-danger px-4 py-2 text-sm font-semibold text-danger">
          Give an e-mail address.
        </p>
      ) : null}
      <form method="post" action="/staff/erasure" className="mt-6 flex max-w-xl flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="erase-email" className="block text-sm font-semibold">
            E-mail address to erase
          </label>
          <input id="erase-email" name="email" type="email" required maxLength={320} className="mt-1 w-full rounded-md border border-border bg-surface px-3 py-2" />
        </div>
        <button type="submit" className="rounded-md bg-danger px-4 py-2 font-semibold text-white">
          Erase everything
        </button>
      </form>
    </StaffShell>
  );
}
