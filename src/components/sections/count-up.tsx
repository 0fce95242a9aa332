'use client';

import { useEffect, useRef } from 'react';

import { statText } from '@/content/number-format';

/** Count-ups run 2000 ms by default, once, when 10 % visible. */
const COUNT_UP_DEFAULT_MS = 2000;

type CountUpProps = {
  value: number;
  prefix?: string;
  suffix?: string;
  durationMs?: number;
  /** Extra wait after the element comes into view (home stat cards: 200 ms per card index). */
  delayMs?: number;
  decimals?: number;
  className?: string;
};

/**
 * A number that counts up from 0 when it scrolls into view. The server renders
 * the final value, so it reads correctly without JavaScript, and reduced-motion
 * visitors never see it move. Screen readers get the final value only.
 * The moving figure is written to its text node once per animation frame
 * (no React render per step, nothing at all while off-screen or in a hidden tab).
 */
export function CountUp({ value, prefix = '', suffix = '', durationMs = COUNT_UP_DEFAULT_MS, delayMs = 0, decimals = 0, className }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const shownRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const el = ref.current;
    const shown = shownRef.current;
    if (!el || !shown || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // Update React's own text node in place, so React's view of the DOM stays true.
    const show = (n: number) => {
      const text = statText({ value: decimals ? n : Math.round(n), prefix, suffix, decimals });
      if (shown.firstChild) shown.firstChild.nodeValue = text;
      else shown.textContent = text;
    };
    show(0);
    let frame = 0;
    let delay: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        delay = setTimeout(() => {
          const start = performance.now();
          const step = () => {
            const progress = Math.min((performance.now() - start) / durationMs, 1);
            show(value * progress);
            if (progress < 1) frame = requestAnimationFrame(step);
          };
          frame = requestAnimationFrame(step);
        }, delayMs);
      },
      { threshold: 0.1 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearTimeout(delay);
      cancelAnimationFrame(frame);
      show(value);
    };
  }, [value, prefix, suffix, durationMs, delayMs, decimals]);

  const final = statText({ value, prefix, suffix, decimals });
  return (
    <span ref={ref} className={className} data-count-final={final}>
      <span ref={shownRef} aria-hidden="true" data-figure>
        {final}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
