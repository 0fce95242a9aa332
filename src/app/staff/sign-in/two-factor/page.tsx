export default async function SecondFactorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const error = (await searchParams).error === 'code';
  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Two-factor sign-in</h1>
      <p className="mt-2 text-sm text-muted">Give the six-digit code your authenticator app shows now.</p>
      {error ? (
        <p role="alert" className="mt-6 rounded-md border border-danger px-4 py-3 text-sm font-semibold text-danger">
          The code is wrong or has expired.
        </p>
      ) : null}
      <form method="post" action="/staff/sign-in/verify" className="mt-6 space-y-5">
        <div>
          <label htmlFor="code" className="block text-sm font-semibold">
            Code
          </label>
          <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required className="mt-1 w-full rounded-md border border-border bg-surface px-3 py-2" />
        </div>
        <button type="submit" className="w-full rounded-md bg-brand px-4 py-2.5 font-semibold text-brand-fg hover:bg-brand-strong">
          Verify
        </button>
      </form>
    </div>
  );
}
