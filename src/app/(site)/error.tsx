'use client';

import Link from 'next/link';
import { useEffect } from 'react';

/** The error boundary for every page below the root layout: a message, "Try again" and a link home instead of a blank page. */
export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-muted">{error.message || 'Something went wrong while showing this page.'}</p>
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={reset} className="min-h-11 rounded-full bg-brand px-6 py-2.5 font-semibold text-brand-fg">
          Try again
        </button>
        <Link href="/" className="min-h-11 rounded-full border border-border px-6 py-2.5 font-semibold">
          Go to Home
        </Link>
      </div>
    </section>
  );
}
