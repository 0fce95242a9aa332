import type { ReactNode } from 'react';

/** A closing call-to-action on a dark gradient (white text on a dark background in both themes). */
export function CtaBand({ title, text, children, headingId }: { title: string; text: string; children: ReactNode; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
      <div className="mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-emerald-900 via-teal-900 to-sky-900 px-6 py-12 text-center text-white shadow-lg sm:px-12" data-reveal>
        <h2 id={headingId} className="text-balance text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-pretty leading-7 text-white/85">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
