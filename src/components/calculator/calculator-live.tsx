'use client';

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { CalculatorCopy } from '@/content/calculator';
// The PDF is English in every language: its standard fonts cannot draw Devanagari.
import { englishPath } from '@/lib/i18n';
import { estimate } from '@/lib/calculator/estimate';
import { calculatorQuery, formatFigure, rounded } from '@/lib/calculator/present';
import { fillTemplate } from '@/lib/format';
import type { CalculatorData } from '@/lib/calculator/types';
import { bmpContactHref } from './cta-href';
import { CalculatorResult, ESTIMATE_ANCHOR, type RoundedEstimate } from './calculator-result';

type Defaults = { operatingDays: number; cbgPrice: number; manurePrice: number };

/**
 * The estimate, kept up to date as the visitor types: the one client component
 * of /calculator. It runs the same pure function as the server (the assumptions
 * come as props) and keeps the address shareable with history.replaceState.
 * The query parser (with Zod) loads on the first keystroke, not with the page.
 * Without JavaScript the server's estimate is all there is, and the form's
 * submit button gives the same figures.
 *
 * Below the two columns (lg) the estimate comes after the form, or before it when the address held a
 * question: while the visitor is at the form and the estimate is off the screen, a bar at the foot of
 * the screen shows its CBG figure and takes them to it, so they see that their typing was answered.
 */
export function CalculatorLive({ copy: calculatorCopy, contactPath, plantHref, data, defaults, initial, example, feedNotes, names, path, bmpService, invalid = false }: {
  /** The calculator's words in the page's language (a client component cannot read the content modules). */
  copy: CalculatorCopy;
  /** The contact page in the page's language. */
  contactPath: string;
  /** The CBG plant engineering page's costs in the page's language (CalculatorResult's `plantHref`). */
  plantHref: string;
  data: CalculatorData;
  defaults: Defaults;
  initial: RoundedEstimate | null;
  /** The worked example, rendered by the server: shown under the empty state's line until the visitor's figures give an estimate. */
  example: ReactNode;
  /** Lines for particular feeds, rendered by the server (CalculatorResult's `feedNotes`). */
  feedNotes?: Record<string, ReactNode>;
  names: Record<string, string>;
  path: string;
  bmpService: string;
  /** The server refused the question: the empty state asks for corrections. */
  invalid?: boolean;
}) {
  const [result, setResult] = useState(initial);
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState(invalid);
  // Where the estimate is while the visitor is at the form: off the screen below or above it, or null (in view, or the visitor elsewhere).
  const [away, setAway] = useState<'below' | 'above' | null>(null);
  const live = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const form = document.querySelector<HTMLFormElement>('[data-calculator-form]');
    const estimateBox = live.current;
    if (!form || !estimateBox || !('IntersectionObserver' in window)) return;
    let atForm = false;
    let estimateAt: 'in' | 'below' | 'above' = 'in';
    // The foot of the screen, where the bar sits, does not count as in view: an estimate whose top only reaches it is still away.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.target === form) atForm = entry.isIntersecting;
          else estimateAt = entry.isIntersecting ? 'in' : entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? window.innerHeight) ? 'below' : 'above';
        }
        setAway(atForm && estimateAt !== 'in' ? estimateAt : null);
      },
      { rootMargin: '0px 0px -80px 0px' },
    );
    observer.observe(form);
    observer.observe(estimateBox);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const form = document.querySelector<HTMLFormElement>('[data-calculator-form]');
    if (!form) return;
    let latest = 0;
    const onInput = async () => {
      const ticket = ++latest;
      const { parseCalculatorQuery } = await import('@/lib/calculator/input');
      if (ticket !== latest) return;
      const entries = [...new FormData(form)].map(([key, value]): [string, string] => [key, String(value)]);
      const parsed = parseCalculatorQuery(entries, data);
      setRefused(false);
      if (parsed.status === 'ok') {
        setResult(rounded(estimate(data, parsed.input)));
        setPending(false);
        window.history.replaceState(null, '', `${path}?${calculatorQuery(parsed.input, defaults)}`);
      } else if (entries.every(([, value]) => value.trim() === '')) {
        setResult(null);
        setPending(false);
        window.history.replaceState(null, '', path);
      } else {
        // A value that is not (yet) a quantity: keep the last estimate, say so; Estimate shows what is wrong.
        setPending(true);
      }
    };
    form.addEventListener('input', onInput);
    return () => form.removeEventListener('input', onInput);
  }, [data, defaults, path]);

  const query = result ? calculatorQuery(result.inputs, defaults) : '';
  const figures = calculatorCopy.result.figures;
  const jumpShown = result !== null && away !== null;
  // The jump moves focus to the estimate's heading, as the form's own #estimate does; a smooth scroll unless motion is reduced.
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const heading = document.getElementById(ESTIMATE_ANCHOR);
    if (!heading) return;
    event.preventDefault();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };
  return (
    <div ref={live} data-testid="calculator-live">
      <p className="sr-only" aria-live="polite">
        {result ? `${calculatorCopy.result.figures.cbgTonnesPerDay.label}: ${result.cbgTonnesPerDay.typical} ${calculatorCopy.result.figures.cbgTonnesPerDay.unit}` : ''}
      </p>
      {pending && (
        <p className="mb-4 rounded-lg border border-border bg-surface p-3 text-sm text-muted" data-testid="calculator-pending">
          {calculatorCopy.form.pendingNote}
        </p>
      )}
      {result ? (
        <CalculatorResult copy={calculatorCopy} result={result} names={names} pdfHref={`${englishPath(path)}/pdf?${query}`} ctaHref={bmpContactHref(contactPath, calculatorCopy.cta.message, names, bmpService, result.inputs.feedstocks)} plantHref={plantHref} feedNotes={feedNotes} />
      ) : (
        <>
          <p className="mb-4 text-muted" data-testid="calculator-empty">
            {refused ? calculatorCopy.result.fix : calculatorCopy.result.empty}
          </p>
          {!refused && example}
        </>
      )}
      {/* Level with the WhatsApp button (whatsapp-quick-action.tsx: 48 px, 8 px from the corner) and clear of it
          below 640 px. When not needed it is invisible (out of the tab order and the accessibility tree), not removed, so it can fade in. */}
      {result && (
        <a
          href={`#${ESTIMATE_ANCHOR}`}
          onClick={jump}
          className={`fixed bottom-[calc(env(safe-area-inset-bottom)+0.5rem)] left-[calc(env(safe-area-inset-left)+0.5rem)] right-[calc(env(safe-area-inset-right)+4rem)] z-40 flex min-h-12 items-center justify-between gap-3 rounded-full bg-fg py-1.5 pl-5 pr-4 text-bg shadow-lg ring-1 ring-black/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand motion-safe:transition-[opacity,translate,visibility] motion-safe:duration-200 sm:right-[calc(env(safe-area-inset-right)+0.5rem)] lg:hidden print:hidden ${jumpShown ? '' : 'invisible translate-y-2 opacity-0'}`}
          data-testid="calculator-jump"
        >
          <span className="min-w-0 leading-tight">
            <span className="block whitespace-nowrap font-semibold tabular-nums">
              {figures.cbgTonnesPerDay.label} ≈ {formatFigure(result.cbgTonnesPerDay.typical)} {figures.cbgTonnesPerDay.unit}
            </span>
            <span className="block text-xs tabular-nums opacity-80">
              {fillTemplate(calculatorCopy.result.jump.revenue, { revenue: formatFigure(result.revenueInrPerYear.typical * (calculatorCopy.result.displayScale.revenueInrPerYear ?? 1)) })}
            </span>
          </span>
          <span className="shrink-0 text-sm font-semibold">
            {/* On the narrowest phones the arrow alone, beside a figure that keeps its line; the words stay the link's name. */}
            <span className="max-[22rem]:sr-only">{calculatorCopy.result.jump.action}</span> <span aria-hidden="true">{away === 'above' ? '↑' : '↓'}</span>
          </span>
        </a>
      )}
    </div>
  );
}
