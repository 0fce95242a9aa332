import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { LogMissingPath } from './log-missing-path';

export const metadata: Metadata = {
  title: 'Page Not Found',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-7xl font-black text-brand">404</p>
      <h1 className="mt-6 text-balance text-3xl font-bold tracking-tight sm:text-4xl">Oops! This hydrogen pathway doesn&apos;t exist.</h1>
      <p className="mt-4 text-lg text-muted">The page you asked for has moved or never existed. Let us take you back to solid ground.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/">Return to Home</ButtonLink>
        <ButtonLink href="/sitemap" variant="secondary">
          See all pages
        </ButtonLink>
      </div>
      <LogMissingPath />
    </section>
  );
}
