import styles from './particle-canvas.module.css';

/** Five layers of ten dots; the last two only in the dark theme. */
const LAYERS = [styles.layer1, styles.layer2, styles.layer3, `${styles.layer4} ${styles.extra}`, `${styles.layer5} ${styles.extra}`];

/**
 * Drifting dots behind a page hero. Decorative and hidden from assistive tech.
 * Drawn by CSS: the dots are gradients on five layers, each moved by one transform
 * keyframe animation that the compositor runs, so it costs no client JavaScript, never a
 * main-thread frame, and five elements rather than one per dot (the canvas version before
 * it hydrated on every inner page and redrew 60 times a second; the per-dot version after it
 * added 50 elements to every hero). Still under prefers-reduced-motion.
 * `tone="dark"` draws light dots (the hero is dark in both themes);
 * `auto` follows the site theme (30 green dots in light, 50 white in dark).
 */
export function ParticleCanvas({ tone = 'auto' }: { tone?: 'dark' | 'auto' }) {
  return (
    <div aria-hidden="true" className={`pointer-events-none absolute inset-0 -z-10 overflow-hidden ${styles.field} ${tone === 'dark' ? styles.onDark : ''}`}>
      {LAYERS.map((layer) => (
        <span key={layer} className={`${styles.layer} ${layer}`} />
      ))}
    </div>
  );
}
