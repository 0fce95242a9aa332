import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { database } from '@/server/db';
import { currentStaff } from '@/server/staff/session';
import { SignInField, SignInStep } from '../_components/sign-in-form';

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
    <SignInStep title="Staff sign-in" intro="For company staff only. Accounts are created by an administrator." error={error} action="/staff/session" submit="Sign in">
      <SignInField id="email" label="Email" type="email" autoComplete="username" required maxLength={320} />
      <SignInField id="password" label="Password" type="password" autoComplete="current-password" required maxLength={256} />
    </SignInStep>
  );
}
