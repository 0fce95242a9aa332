'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Share of an element that must be in view before it is revealed (10 %). */
const REVEAL_THRESHOLD = 0.1;

/**
 * Reveal on scroll: every `[data-reveal]` element below the fold is marked `.reveal-pending`
 * (hidden by globals.css) and gets `is-visible` once 10 % of it is in view. Content is hidden
 * only after this script has run and is watching it: without scripts, before hydration, and
 * for elements it never marked, everything is simply visible.
 * Also scrolls to the top on every later path change (unless the URL targets an anchor). Not when
 * the page first hydrates: by then the browser has placed it (at the top, at an anchor, where a
 * reload or "back" left it), and on a slow phone the visitor may already have scrolled; moving
 * them back to the top would lose their place (tests/e2e/quick-action.spec.ts scrolls first).
 */
export function RevealObserver() {
  const pathname = usePathname();
  const firstPath = useRef<string | null>(pathname);

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    // Still-pending elements too: a block kept across a client-side navigation is watched again.
    const elements = document.querySelectorAll<HTMLElement>('[data-reveal]:not(.is-visible)');
    // What is on screen now stays as it is; only content further down waits, each element hidden
    // (`.reveal-pending`, globals.css) only once it is observed here, so anything this effect never
    // sees (rendered later, or the script failed) simply stays visible. The observer's first report
    // on each element says whether it is on screen: reading the boxes here instead made the browser
    // lay out the whole page at once, sections it skips off-screen included (globals.css,
    // content-visibility), a long task of about 110 ms on a slow phone just after hydration.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const el = entry.target;
          if (entry.isIntersecting) {
            el.classList.add('is-visible');
            observer.unobserve(el);
          } else el.classList.add('reveal-pending');
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    elements.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [pathname]);

  return null;
}
