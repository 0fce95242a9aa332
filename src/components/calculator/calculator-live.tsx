'use client';

import { useEffect, useState, type ReactNode } from 'react';
import type { CalculatorCopy } from '@/content/calculator';
// The PDF is English in every language: its standard fonts cannot draw Devanagari.
import { englishPath } from '@/lib/i18n';
import { estimate } from '@/lib/calculator/estimate';
import { calculatorQuery, rounded } from '@/lib/calculator/present';
import type { CalculatorData } from '@/lib/calculator/types';
import { bmpContactHref } from './cta-href';
import { CalculatorResult, type RoundedEstimate } from './calculator-result';

type Defaults = { operatingDays: number; cbgPrice: number; manurePrice: number };

/**
 * The estimate, kept up to date as the visitor types: the one client component
 * of /calculator. It runs the same pure function as the server (the assumptions
 * come as props) and keeps the address shareable with history.replaceState.
 * The query parser (with Zod) loads on the first keystroke, not with the page.
 * Without JavaScript the server's estimate is all there is, and the form's
 * submit button gives the same figures.
 */
export function CalculatorLive({ copy: calculatorCopy, contactPath, data, defaults, initial, example, feedNotes, names, path, bmpService, invalid = false }: {
  /** The calculator's words in the page's language (a client component cannot read the content modules). */
  copy: CalculatorCopy;
  /** The contact page in the page's language. */
  contactPath: string;
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
  return (
    <div data-testid="calculator-live">
      <p className="sr-only" aria-live="polite">
        {result ? `${calculatorCopy.result.figures.cbgTonnesPerDay.label}: ${result.cbgTonnesPerDay.typical} ${calculatorCopy.result.figures.cbgTonnesPerDay.unit}` : ''}
      </p>
      {pending && (
        <p className="mb-4 rounded-lg border border-border bg-surface p-3 text-sm text-muted" data-testid="calculator-pending">
          {calculatorCopy.form.pendingNote}
        </p>
      )}
      {result ? (
        <CalculatorResult copy={calculatorCopy} result={result} names={names} pdfHref={`${englishPath(path)}/pdf?${query}`} ctaHref={bmpContactHref(contactPath, calculatorCopy.cta.message, names, bmpService, result.inputs.feedstocks)} feedNotes={feedNotes} />
      ) : (
        <>
          <p className="mb-4 text-muted" data-testid="calculator-empty">
            {refused ? calculatorCopy.result.fix : calculatorCopy.result.empty}
          </p>
          {!refused && example}
        </>
      )}
    </div>
  );
}
