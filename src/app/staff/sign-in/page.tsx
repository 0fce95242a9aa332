import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { database } from '@/server/db';
import { currentStaff } from '@/server/staff/session';

const messages: Record<string, string> = {
  invalid: 'The e-mail address or password is wrong.',
  locked: 'Too many wrong passwords. Wait 15 minutes and try again.',
  expired: 'Your session has ended. Sign in again.',
  code: 'The code is wrong or has expired.',
};

export default async function StaffSignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await currentStaff(await database(), await headers());
  if (user) redirect('/staff');
  const params = await searchParams;
  const error = typeof params.error === 'string' ? messages[params.error] : undefined;
  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Staff sign-in</h1>
      <p className="mt-2 text-sm text-muted">For company staff only. Accounts are created by an administrator.</p>
      {error ? (
        <p role="alert" className="mt-6 rounded-md border border-danger px-4 py-3 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <form method="post" action="/staff/session" className="mt-6 space-y-5">
        <div>
          <label htmlFor="email" className="block text-sm font-semibold">
            Email
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={320}
            className="mt-1 w-full rounded-md border border-border bg-surface px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="password" className="block text-sm font-semibold">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={256}
            className="mt-1 w-full rounded-md border border-border bg-surface px-3 py-2"
          />
        </div>
        <button type="submit" className="w-full rounded-md bg-brand px-4 py-2.5 font-semibold text-brand-fg hover:bg-brand-strong">
          Sign in
        </button>
      </form>
    </div>
  );
}
