'use client';

import { useEffect, useRef, useState } from 'react';

/** Count-ups run 2000 ms by default, stepping every 16 ms, once, when 10 % visible. */
export const COUNT_UP_DEFAULT_MS = 2000;
export const COUNT_UP_STEP_MS = 16;

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
 */
export function CountUp({ value, prefix = '', suffix = '', durationMs = COUNT_UP_DEFAULT_MS, delayMs = 0, decimals = 0, className }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    setShown(0);
    let timer: ReturnType<typeof setInterval> | undefined;
    let delay: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        delay = setTimeout(() => {
          const start = performance.now();
          timer = setInterval(() => {
            const progress = Math.min((performance.now() - start) / durationMs, 1);
            setShown(value * progress);
            if (progress >= 1) clearInterval(timer);
          }, COUNT_UP_STEP_MS);
        }, delayMs);
      },
      { threshold: 0.1 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearTimeout(delay);
      clearInterval(timer);
    };
  }, [value, durationMs, delayMs]);

  // No thousands separator: figures read exactly as the spec writes them ("2000+").
  const format = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false });
  const final = `${prefix}${format(value)}${suffix}`;
  return (
    <span ref={ref} className={className} data-count-final={final}>
      <span aria-hidden="true">{`${prefix}${format(decimals ? shown : Math.round(shown))}${suffix}`}</span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
