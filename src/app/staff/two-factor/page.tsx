import { can } from '@/server/auth';
import { twoFactorRequired } from '@/server/staff/accounts';
import { staffPage } from '@/server/staff/guard';
import { StaffShell } from '../_components/shell';

export default async function TwoFactorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { connection, user } = await staffPage(undefined, { allowUnenrolled: true });
  const query = await searchParams;
  const required = await twoFactorRequired(connection);
  return (
    <StaffShell user={user} title="Two-factor sign-in">
      {query.error === 'password' ? (
        <p role="alert" className="mb-4 rounded-md border border-danger px-4 py-2 text-sm font-semibold text-danger">The password is wrong.</p>
      ) : null}
      {query.error === 'code' ? (
        <p role="alert" className="mb-4 rounded-md border border-danger px-4 py-2 text-sm font-semibold text-danger">The code is wrong or has expired. Start again.</p>
      ) : null}
      {user.twoFactorEnabled ? (
        <p role="status" className="font-semibold text-success">
          Two-factor sign-in is on for your account: after your password, you give a code from your authenticator app.
        </p>
      ) : (
        <>
          <p className="max-w-prose text-sm">
            {required
              ? 'An administrator requires a second factor for every staff account. Set it up to continue.'
              : 'Add a second step to your sign-in: a six-digit code from an authenticator app on your phone.'}
          </p>
          <form method="post" action="/staff/two-factor/setup" className="mt-4 flex max-w-xl flex-wrap items-end gap-3">
            <div className="min-w-64 flex-1">
              <label htmlFor="tf-password" className="block text-sm font-semibold">
                Your password
              </label>
              <input id="tf-password" name="password" type="password" autoComplete="current-password" required maxLength={256} className="mt-1 w-full rounded-md border border-border bg-surface px-3 py-2" />
            </div>
            <button type="submit" className="rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg hover:bg-brand-strong">
              Set up two-factor sign-in
            </button>
          </form>
        </>
      )}
      {can(user.role, { action: 'manage-accounts' }) ? (
        <form method="post" action="/staff/two-factor/policy" className="mt-10 border-t border-border pt-6">
          <h2 className="text-lg font-bold">For every account</h2>
          <p className="mt-1 text-sm text-muted">A second factor is {required ? 'required' : 'optional'} for staff accounts.</p>
          <input type="hidden" name="required" value={required ? 'off' : 'on'} />
          <button type="submit" className="mt-3 rounded-md border border-border px-4 py-2 font-semibold hover:bg-surface">
            {required ? 'Make it optional' : 'Make it mandatory'}
          </button>
        </form>
      ) : null}
    </StaffShell>
  );
}
