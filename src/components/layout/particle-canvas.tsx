import type { CSSProperties } from 'react';
import styles from './particle-canvas.module.css';

/** 30 particles in the light theme, 50 in dark; 1-4 px; fill alpha 0.2 / 0.3. */
export const PARTICLES = {
  light: { count: 30, alpha: 0.2 },
  dark: { count: 50, alpha: 0.3 },
  minSize: 1,
  maxSize: 4,
} as const;

/** A small deterministic generator: the same dots on the server and in every build. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

const random = seeded(2016);
const DOTS = Array.from({ length: PARTICLES.dark.count }, (_, i) => {
  const size = PARTICLES.minSize + random() * (PARTICLES.maxSize - PARTICLES.minSize);
  return {
    extra: i >= PARTICLES.light.count,
    style: {
      left: `${(random() * 100).toFixed(2)}%`,
      top: `${(random() * 100).toFixed(2)}%`,
      width: `${size.toFixed(1)}px`,
      height: `${size.toFixed(1)}px`,
      // About the canvas version's drift: up to ~9 px a second, each dot its own way.
      '--x': `${Math.round((random() - 0.5) * 240)}px`,
      '--y': `${Math.round((random() - 0.5) * 160)}px`,
      '--t': `${Math.round(18 + random() * 24)}s`,
      '--d': `-${Math.round(random() * 30)}s`,
    } as CSSProperties,
  };
});

/**
 * Drifting dots behind a page hero. Decorative and hidden from assistive tech.
 * Drawn by CSS (transform keyframes the compositor runs), so it costs no client
 * JavaScript and never a main-thread frame: the canvas version it replaces
 * hydrated on every inner page and redrew 60 times a second, which showed as
 * long tasks on throttled phones. Still under prefers-reduced-motion.
 * `tone="dark"` draws light dots (the hero is dark in both themes);
 * `auto` follows the site theme (30 green dots in light, 50 white in dark).
 */
export function ParticleCanvas({ tone = 'auto' }: { tone?: 'dark' | 'auto' }) {
  return (
    <div aria-hidden="true" className={`pointer-events-none absolute inset-0 -z-10 overflow-hidden ${styles.field} ${tone === 'dark' ? styles.onDark : ''}`}>
      {DOTS.map((dot, i) => (
        <span key={i} className={`${styles.dot} ${dot.extra ? styles.extra : ''}`} style={dot.style} />
      ))}
    </div>
  );
}
