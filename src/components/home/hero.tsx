import Link from 'next/link';
import { preload } from 'react-dom';
import { hero, HERO_INTERVAL_MS } from '@/content/home';
import { HERO_PHONE, HERO_WIDE } from './hero-media';
import { HeroSlider } from './hero-slider';

/**
 * Server wrapper: renders the hero's parts that never change with the slide and hands them,
 * with the slides, to the small client slider (hero-slider.tsx), which keeps only what moves.
 */
export function Hero() {
  // The first poster is the page's largest paint: preload the one this screen shows, and only it.
  const first = hero.slides[0];
  if (first) {
    preload(first.portrait, { as: 'image', media: HERO_PHONE, fetchPriority: 'high' });
    preload(first.poster, { as: 'image', media: HERO_WIDE, imageSrcSet: first.posterSet, imageSizes: '100vw', fetchPriority: 'high' });
  }
  return (
    <HeroSlider
      slides={hero.slides}
      intervalMs={HERO_INTERVAL_MS}
      label={hero.label}
      dots={{ ...hero.dots }}
      heading={<h1 className="sr-only">{hero.heading}</h1>}
      eyebrow={
        <p className="mb-5 inline-flex w-fit items-center gap-2 rounded-full border border-white/25 bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-[0.18em] text-emerald-100 backdrop-blur-sm">
          <span className="size-1.5 rounded-full bg-emerald-300" aria-hidden="true" />
          {hero.eyebrow}
        </p>
      }
      // From 640 px (the second scrim): the whole hero's left side shaded from its edge, fading out past the
      // headline, so the rest of each picture (tools/media/scenes/hero.ts: its subject in the
      // middle and on the right) stays in full light. From lg the text keeps to 34rem (45% of a
      // 1280 px screen) and the shade ends at 58% of the width, so each drawing's subject, right of
      // 45% of its frame, is not dimmed. A blurred panel behind the text alone read
      // as a rendering fault. At least 55% of the hero's navy under every letter keeps the white
      // headline and subtitle above WCAG AA over anything the drawings put behind them.
      // Phones: the text sits on the lower part of the picture, over the lower scrim (dark enough
      // under the eyebrow, at its top, for its small light letters).
      scrim={
        <>
          <div
            className="absolute inset-x-0 bottom-0 -z-10 h-[62%] bg-gradient-to-t from-slate-950/90 from-30% via-slate-950/60 via-75% to-transparent sm:hidden"
            aria-hidden="true"
          />
          <div
            className="absolute inset-y-0 left-0 -z-10 hidden w-[max(60rem,70%)] bg-gradient-to-r from-slate-950/75 from-40% via-slate-950/55 via-70% to-transparent sm:block lg:w-[max(46rem,58%)] lg:from-45% lg:via-80%"
            aria-hidden="true"
          />
        </>
      }
      cta={
        <div className="mt-9 flex flex-wrap items-center gap-4">
          <Link
            href={hero.cta.href}
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand px-7 py-3 text-base font-semibold text-brand-fg shadow-lg shadow-emerald-950/30 transition-colors hover:bg-brand-strong"
          >
            {hero.cta.label}
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M10.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4l3.3-3.3H4a1 1 0 1 1 0-2h9.6l-3.3-3.3a1 1 0 0 1 0-1.4Z" />
            </svg>
          </Link>
        </div>
      }
      scrollHint={
        // A ring with a chevron, no word: the progress bar already says the hero moves, and a boxed
        // word read as a leftover widget over the drawing (and cramped in Hindi).
        <a
          href={hero.scrollHint.href}
          className="group ml-auto hidden size-11 place-items-center rounded-full border border-white/50 bg-slate-950/35 text-white/85 transition-colors hover:border-white hover:text-white sm:grid"
          aria-label={hero.scrollHint.srLabel}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 transition-transform group-hover:translate-y-0.5 motion-reduce:transition-none" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
            <path d="m5 8 5 5 5-5" />
          </svg>
        </a>
      }
    />
  );
}
