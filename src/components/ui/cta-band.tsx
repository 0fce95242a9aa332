import type { ReactNode } from 'react';

/** The closing call to action of a page: a dark gradient band (white text in both themes) with a heading, a sentence, buttons and an optional note. */
export function CtaBand({ id, title, text, note, children }: { id: string; title: string; text: string; note?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div
        data-reveal
        className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-emerald-900 via-teal-900 to-sky-900 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-14"
      >
        <div aria-hidden="true" className="absolute -right-16 -top-16 size-56 rounded-full bg-emerald-400/15 blur-2xl" />
        <div aria-hidden="true" className="absolute -bottom-20 -left-10 size-56 rounded-full bg-sky-400/15 blur-2xl" />
        <h2 id={`${id}-title`} className="relative text-balance text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-pretty text-lg leading-8 text-white/85">{text}</p>
        <div className="relative mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        {note && <p className="relative mx-auto mt-5 max-w-xl text-sm text-white/80">{note}</p>}
      </div>
    </section>
  );
}
