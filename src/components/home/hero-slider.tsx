'use client';

import { useCallback, useEffect, useReducer, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import type { HeroSlide } from '@/content/home';
import { fillTemplate } from '@/lib/format';
import { HERO_PHONE, HERO_WIDE, HERO_WIDE_DENSE, PORTRAIT_WIDTH } from './hero-media';

/**
 * The parts that never change with the slide (`heading`, `eyebrow`, `scrim`, `cta`, `scrollHint`)
 * come rendered from the server wrapper (hero.tsx), so their markup is not in this component's code.
 */
type HeroSliderProps = {
  slides: HeroSlide[];
  intervalMs: number;
  label: string;
  heading: ReactNode;
  eyebrow: ReactNode;
  /** Readability: the shading over the picture, under the text (on phones at the foot of the hero, on wide screens from its left edge). */
  scrim: ReactNode;
  cta: ReactNode;
  scrollHint: ReactNode;
  dots: { label: string; goTo: string; pause: string; play: string; slide: string };
};

type State = { active: number; visited: boolean[] };
type Action = { type: 'go'; index: number } | { type: 'preload' };

/** A horizontal touch drag longer than this (px) changes the slide. */
const SWIPE_MIN_PX = 40;

/** Marks a slide and the one after it as visited, so their posters and videos are rendered (the next one preloads). */
function visit(visited: boolean[], index: number): boolean[] {
  const next = (index + 1) % visited.length;
  if (visited[index] && visited[next]) return visited;
  return visited.map((v, i) => v || i === index || i === next);
}

function reducer(state: State, action: Action): State {
  const count = state.visited.length;
  if (action.type === 'preload') {
    const visited = visit(state.visited, state.active);
    return visited === state.visited ? state : { ...state, visited };
  }
  const index = ((action.index % count) + count) % count;
  return { active: index, visited: visit(state.visited, index) };
}

/** Whether the visitor asked for less motion or less data (then: posters, no autoplay). */
function prefersStill(): boolean {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return reduced || connection?.saveData === true;
}

/**
 * The home page hero: full-screen slides with a background
 * loop each. The server renders every slide's text and only the first poster
 * (a pre-generated WebP served as a static file, no optimiser round trip), so
 * that poster is the largest paint and the page reads without JavaScript. After
 * mount, the next slide's poster and the active and next videos load, videos
 * fade in once they have data, and the slides advance every `intervalMs` unless
 * the visitor hovers, focuses with the keyboard, presses pause, prefers reduced
 * motion or saves data. A horizontal swipe on a touch screen changes the slide.
 * Phones (below `sm`) get each slide's portrait poster and no film: the films' sources
 * carry the wide media query (HERO_WIDE), so a phone's browser picks none and fetches nothing.
 * A dense wide screen gets the 2560 px poster (srcset) and film (HERO_WIDE_DENSE) instead.
 *
 * The progress bar is written straight to the DOM from requestAnimationFrame:
 * the slider re-renders only when the slide changes, never per tick.
 */
export function HeroSlider({ slides, intervalMs, label, heading, eyebrow, scrim, cta, scrollHint, dots }: HeroSliderProps) {
  const count = slides.length;
  const [{ active, visited }, dispatch] = useReducer(reducer, undefined, () => ({
    active: 0,
    visited: slides.map((_, i) => i === 0),
  }));
  // null until mounted: the server (and no-JS visitors) get the still version.
  const [motion, setMotion] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [loaded, setLoaded] = useState<boolean[]>(() => slides.map(() => false));
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const progressBar = useRef<HTMLDivElement>(null);
  const elapsed = useRef(0);
  /** Counts slide changes, so a running timer can tell a pause (bank the time) from a new slide (start at zero). */
  const restarts = useRef(0);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const films = motion === true;

  const paintProgress = useCallback(
    (ms: number) => {
      const bar = progressBar.current;
      if (!bar) return;
      const share = Math.min(1, ms / intervalMs);
      bar.style.transform = `scaleX(${share})`;
    },
    [intervalMs],
  );

  const goTo = useCallback(
    (index: number) => {
      elapsed.current = 0;
      restarts.current += 1;
      paintProgress(0);
      dispatch({ type: 'go', index });
    },
    [paintProgress],
  );

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setMotion(!prefersStill());
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  // Once motion is allowed, fetch the next slide's poster and video ahead of time.
  useEffect(() => {
    if (motion) dispatch({ type: 'preload' });
  }, [motion]);

  const autoplay = motion === true && !hovered && !focused && !userPaused;

  // While playing, a timer moves on at the interval and a frame callback paints
  // the bar; a pause banks what has elapsed, so playing again resumes from there.
  // Frames stop in background tabs, so a hidden page shows no progress work.
  useEffect(() => {
    if (!autoplay) return;
    const startedAt = performance.now() - elapsed.current;
    const restartsAtStart = restarts.current;
    const timer = setTimeout(() => goTo(active + 1), Math.max(0, intervalMs - elapsed.current));
    let frame = requestAnimationFrame(function paint() {
      paintProgress(performance.now() - startedAt);
      frame = requestAnimationFrame(paint);
    });
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      // Bank the time played so far, unless the slide has changed (then it starts at zero).
      if (restarts.current === restartsAtStart) elapsed.current = Math.min(intervalMs, performance.now() - startedAt);
    };
  }, [autoplay, intervalMs, active, paintProgress, goTo]);

  useEffect(() => {
    if (motion === false) paintProgress(0);
  }, [motion, paintProgress]);

  // Play only the active slide's video; rewind the others so they start on their poster frame.
  useEffect(() => {
    videos.current.forEach((video, i) => {
      if (!video) return;
      if (i === active && !userPaused) {
        video.play().catch(() => {
          /* Autoplay refused (e.g. power saving): the poster stays. */
        });
      } else {
        video.pause();
        if (i !== active) video.currentTime = 0;
      }
    });
  }, [active, userPaused, visited, films]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(false);
  };
  // Swipe: touch and pen only (a mouse drag selects text). `touch-action: pan-y`
  // on the section keeps vertical scrolling native and hands horizontal drags to us.
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.2) return;
    goTo(dx < 0 ? active + 1 : active - 1);
  };
  const onPointerCancel = () => {
    swipe.current = null;
  };
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && event.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const showLoader = films && !loaded[active];

  // Below `sm` the hero fills the first screen under the header but for 2.5rem, where the next
  // section's top edge shows: a hero that ends exactly at the screen's foot reads as the whole page.
  // The hero's bottom-right corner and that strip (the section's padding) are where the WhatsApp
  // quick action is fixed (whatsapp-quick-action.tsx): on a phone's first screen it covers no text.
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-active-slide={active}
      data-autoplay={autoplay ? 'on' : 'off'}
      data-motion={motion === null ? 'pending' : motion ? 'on' : 'off'}
      className="relative isolate flex touch-pan-y flex-col overflow-hidden bg-slate-950 text-white max-sm:min-h-[calc(100svh-var(--header-h)-2.5rem)] lg:aspect-video lg:max-h-[calc(100svh-var(--header-h))] lg:min-h-[36rem]"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {heading}

      {/* Backgrounds: poster first (the LCP), video on top once it has data. Each picture is shown
          in a frame of its own shape, never cropped: on phones the portrait poster (780x1400) at
          the full width from the top of the hero, its lower part fading into the hero's navy under
          the text; on tablets the wide one (16:9) as a band above the text; on wide screens the
          whole slide, 16:9 itself. */}
      <div
        className="relative -z-10 aspect-video w-full max-sm:absolute max-sm:inset-x-0 max-sm:top-0 max-sm:aspect-[39/70] lg:absolute lg:inset-0 lg:aspect-auto"
        aria-hidden="true"
      >
        {slides.map((slide, i) => (
          <div
            key={slide.poster}
            className={`absolute inset-0 transition-opacity duration-1000 ease-out ${i === active ? 'opacity-100' : 'opacity-0'}`}
          >
            {/* Posters are small pre-generated WebP files (npm run media): served as they are,
                they paint sooner than a first, uncached pass through the image optimiser. The
                <source> makes a phone fetch only its portrait poster, a wider screen only the wide one. */}
            {visited[i] && (
              <picture>
                {/* Described by its width as the <img>'s set is (the HTML checker asks one form in a <picture>). */}
                <source media={HERO_PHONE} srcSet={`${slide.portrait} ${PORTRAIT_WIDTH}w`} sizes="100vw" />
                <img
                  src={slide.poster}
                  srcSet={slide.posterSet}
                  sizes="100vw"
                  alt=""
                  decoding="async"
                  className="absolute inset-0 size-full object-cover"
                  {...(i === 0 ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const, fetchPriority: 'low' as const })}
                />
              </picture>
            )}
            {films && visited[i] && (
              <video
                ref={(el) => {
                  videos.current[i] = el;
                }}
                className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-700 ${loaded[i] ? 'opacity-100' : 'opacity-0'}`}
                muted
                playsInline
                loop
                preload="auto"
                tabIndex={-1}
                onLoadedData={() => setLoaded((prev) => (prev[i] ? prev : prev.map((v, j) => v || j === i)))}
              >
                <source src={slide.video.hd.webm} type="video/webm" media={HERO_WIDE_DENSE} />
                <source src={slide.video.hd.mp4} type="video/mp4" media={HERO_WIDE_DENSE} />
                <source src={slide.video.webm} type="video/webm" media={HERO_WIDE} />
                <source src={slide.video.mp4} type="video/mp4" media={HERO_WIDE} />
              </video>
            )}
          </div>
        ))}
      </div>
      {scrim}

      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col justify-center px-4 pb-28 pt-8 max-sm:justify-end sm:px-6 lg:px-8 lg:pb-36 lg:pt-16">
        <div className="relative flex flex-col">
          {eyebrow}
          <div className="grid max-w-3xl lg:max-w-[34rem]">
            {slides.map((slide, i) => (
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={fillTemplate(dots.slide, { number: i + 1, count })}
                data-slide-text={i}
                data-state={i === active ? 'active' : 'inactive'}
                // Bottom-aligned in the shared cell: a slide with a one-line title keeps its subtitle just above the button.
                className={`[grid-area:1/1] self-end transition-[opacity,transform,visibility] duration-700 ease-out ${
                  i === active ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-4 opacity-0'
                }`}
              >
                <h2 className="text-balance text-4xl font-extrabold leading-[1.08] tracking-tight sm:text-6xl">{slide.title}</h2>
                <p className="mt-5 max-w-2xl text-pretty text-lg leading-8 text-white/90 sm:text-xl">{slide.subtitle}</p>
              </div>
            ))}
          </div>
          {cta}
        </div>
      </div>

      {showLoader && (
        <div className="absolute right-4 top-4 flex items-center gap-1.5 rounded-full bg-slate-950/50 px-3 py-2 backdrop-blur-sm max-sm:hidden sm:right-8 sm:top-8" aria-hidden="true" data-video-loading>
          {[0, 150, 300].map((delay) => (
            <span key={delay} className="size-2 animate-bounce-dot rounded-full bg-white" style={{ animationDelay: `${delay}ms` }} />
          ))}
        </div>
      )}

      <div className="absolute inset-x-0 bottom-0">
        <div className="mx-auto flex max-w-7xl items-end justify-between gap-4 px-4 pb-8 sm:px-6 lg:px-8">
          <div className="hidden items-center gap-3 lg:rounded-full lg:bg-slate-950/55 lg:p-1 [.js_&]:flex">
            <ul className="flex items-center gap-1" aria-label={dots.label}>
              {slides.map((slide, i) => (
                <li key={slide.title}>
                  <button
                    type="button"
                    aria-label={fillTemplate(dots.goTo, { number: i + 1 })}
                    aria-current={i === active ? 'true' : undefined}
                    onClick={() => goTo(i)}
                    className="group flex size-8 items-center justify-center rounded-full"
                  >
                    <span
                      className={`block h-2.5 rounded-full transition-all duration-300 ${
                        i === active ? 'w-8 bg-white' : 'w-2.5 bg-white/50 group-hover:bg-white/80'
                      }`}
                    />
                  </button>
                </li>
              ))}
            </ul>
            {motion && (
              <button
                type="button"
                onClick={() => setUserPaused((p) => !p)}
                aria-label={userPaused ? dots.play : dots.pause}
                className="flex size-8 items-center justify-center rounded-full border border-white/40 text-white transition-colors hover:bg-white/15"
              >
                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="currentColor">
                  {userPaused ? <path d="M4 2.5v11l9-5.5-9-5.5Z" /> : <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" />}
                </svg>
              </button>
            )}
          </div>
          {scrollHint}
        </div>
        <div className="h-1 w-full bg-white/15" aria-hidden="true">
          <div ref={progressBar} className="h-full origin-left bg-emerald-400 will-change-transform" style={{ transform: 'scaleX(0)' }} />
        </div>
      </div>
    </section>
  );
}
