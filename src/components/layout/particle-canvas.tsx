'use client';

import { useEffect, useRef } from 'react';

/** 30 particles in the light theme, 50 in dark; 1-4 px; fill alpha 0.2 / 0.3. */
export const PARTICLES = {
  light: { count: 30, alpha: 0.2 },
  dark: { count: 50, alpha: 0.3 },
  minSize: 1,
  maxSize: 4,
} as const;

type Particle = { x: number; y: number; r: number; vx: number; vy: number };

/**
 * Drifting dots behind a page hero. Decorative: hidden from assistive tech,
 * paused while off-screen, not started under prefers-reduced-motion.
 * `tone="dark"` draws light dots (the hero is dark in both themes);
 * `auto` follows the site theme.
 */
export function ParticleCanvas({ tone = 'auto' }: { tone?: 'dark' | 'auto' }) {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    if (motion.matches) return;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;

    const isDarkTheme = () => tone === 'dark' || document.documentElement.classList.contains('dark');
    let particles: Particle[] = [];
    let frame = 0;
    let visible = false;

    const setup = () => {
      const { width, height } = canvas.getBoundingClientRect();
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      const { count } = isDarkTheme() ? PARTICLES.dark : PARTICLES.light;
      particles = Array.from({ length: count }, () => ({
        x: Math.random() * width,
        y: Math.random() * height,
        r: (PARTICLES.minSize + Math.random() * (PARTICLES.maxSize - PARTICLES.minSize)) / 2,
        vx: (Math.random() - 0.5) * 0.3,
        vy: (Math.random() - 0.5) * 0.3,
      }));
    };

    const draw = () => {
      const { width, height } = canvas.getBoundingClientRect();
      const dark = isDarkTheme();
      const { alpha } = dark ? PARTICLES.dark : PARTICLES.light;
      ctx.clearRect(0, 0, width, height);
      ctx.fillStyle = dark ? `rgba(255,255,255,${alpha})` : `rgba(4,120,87,${alpha})`;
      for (const p of particles) {
        p.x = (p.x + p.vx + width) % width;
        p.y = (p.y + p.vy + height) % height;
        ctx.beginPath();
        ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
        ctx.fill();
      }
      if (visible) frame = requestAnimationFrame(draw);
    };

    const observer = new IntersectionObserver(([entry]) => {
      visible = Boolean(entry?.isIntersecting);
      cancelAnimationFrame(frame);
      if (visible) frame = requestAnimationFrame(draw);
    });
    // Decoration waits until the page has loaded and the main thread is idle,
    // so it never competes with hydration or the first interaction.
    const start = () => {
      setup();
      observer.observe(canvas);
      window.addEventListener('resize', setup);
    };
    let idle = 0;
    const whenIdle = () => {
      idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 1500);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', setup);
    };
  }, [tone]);

  return <canvas ref={ref} aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 h-full w-full" />;
}
