import type { ReactNode } from 'react';

/** A closing call-to-action band with a heading, a sentence and buttons. */
export function CtaPanel({ id, title, body, children }: { id: string; title: string; body: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="px-4 py-16 sm:px-6 lg:px-8">
      <div
        className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-emerald-800 via-teal-800 to-sky-900 px-6 py-12 text-center text-white shadow-xl sm:px-12"
        data-reveal
      >
        <div aria-hidden="true" className="absolute -left-16 -top-16 h-56 w-56 rounded-full bg-white/10 blur-2xl" />
        <div aria-hidden="true" className="absolute -bottom-20 -right-10 h-64 w-64 rounded-full bg-emerald-400/20 blur-3xl" />
        <h2 id={`${id}-title`} className="relative text-balance text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-pretty text-lg leading-8 text-white/90">{body}</p>
        <div className="relative mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
