import Link from '@/components/ui/local-link';

export type CtaAction = {
  label: string;
  href: string;
  /** A "back" action: arrow before the label, pointing left. */
  back?: boolean;
};

/**
 * The closing call to action of a page, in one of two tones:
 * - `band`: the dark brand panel (`panel-brand`, white text in both themes), for listing and
 *   data-dense pages, where it closes a run of cards;
 * - `quiet`: no panel, the heading and sentence on the left and the actions on
 *   the right under a hairline, for long reads, where a coloured box would
 *   shout after the text.
 * The first action is the primary button; the others are secondary links.
 * After a tinted section it keeps its own top space; after a plain one the
 * section above already ends in white space, so it adds little more.
 */
export function CtaBand({
  id,
  title,
  text,
  note,
  actions,
  tone = 'band',
}: {
  id: string;
  title: string;
  text: string;
  note?: string;
  actions: readonly CtaAction[];
  tone?: 'band' | 'quiet';
}) {
  const [primary, ...rest] = actions;
  const onDark = tone === 'band';
  const buttons = (
    <div className={`flex flex-wrap gap-3 ${onDark ? 'sm:justify-center' : ''}`}>
      {primary && (
        <Link
          href={primary.href}
          className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold shadow-sm transition-colors ${
            onDark ? 'bg-white text-emerald-900 hover:bg-emerald-50' : 'bg-brand text-brand-fg hover:bg-brand-strong'
          }`}
        >
          {primary.label}
        </Link>
      )}
      {rest.map((action) => (
        <Link
          key={action.href}
          href={action.href}
          className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-5 py-2 text-sm font-semibold transition-colors ${
            onDark ? 'border-white/40 text-white hover:bg-white/10' : 'border-border text-fg hover:border-brand hover:text-brand'
          }`}
        >
          {action.back && <span aria-hidden="true">←</span>}
          {action.label}
          {!action.back && <span aria-hidden="true">→</span>}
        </Link>
      ))}
    </div>
  );

  if (tone === 'quiet') {
    return (
      <section aria-labelledby={`${id}-title`} className="px-4 pb-16 pt-4 sm:px-6 sm:pb-24 lg:px-8 [.bg-surface+&]:pt-16">
        <div className="mx-auto grid max-w-7xl gap-8 border-t border-border pt-10 sm:pt-12 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end lg:gap-16" data-reveal>
          <div>
            <h2 id={`${id}-title`} className="max-w-3xl text-balance text-3xl font-bold tracking-tight sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 max-w-[65ch] text-pretty text-lg leading-8 text-muted">{text}</p>
            {note && <p className="mt-3 max-w-[65ch] text-sm text-muted">{note}</p>}
          </div>
          {buttons}
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="px-4 pb-16 pt-4 sm:px-6 sm:pb-20 lg:px-8 [.bg-surface+&]:pt-16 sm:[.bg-surface+&]:pt-20">
      <div
        data-reveal
        className="relative mx-auto max-w-7xl overflow-hidden rounded-2xl panel-brand px-6 py-12 text-left text-white sm:px-12 sm:py-14 sm:text-center"
      >
        <div aria-hidden="true" className="absolute -right-24 -top-24 size-72 rounded-full bg-emerald-400/10 blur-3xl" />
        <h2 id={`${id}-title`} className="relative text-balance text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {/* Left-aligned on phones, where the sentence runs to four or five lines; centred from 640 px. */}
        <p className="relative mt-4 max-w-2xl text-pretty text-lg leading-8 text-white/85 sm:mx-auto">{text}</p>
        <div className="relative mt-8">{buttons}</div>
        {note && <p className="relative mt-5 max-w-xl text-sm text-white/80 sm:mx-auto">{note}</p>}
      </div>
    </section>
  );
}
