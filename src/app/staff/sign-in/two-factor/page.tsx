import { SignInField, SignInStep } from '../../_components/sign-in-form';

export default async function SecondFactorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const error = (await searchParams).error === 'code';
  return (
    <SignInStep
      title="Two-factor sign-in"
      intro="Give the six-digit code your authenticator app shows now."
      error={error ? 'The code is wrong or has expired.' : undefined}
      action="/staff/sign-in/verify"
      submit="Verify"
    >
      <SignInField id="code" label="Code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required />
    </SignInStep>
  );
}
