import { PageHero } from '@/components/layout/page-hero';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { calculatorCopy } from '@/content/calculator';
import type { PageEntry } from '@/content/pages';
import { calculatorQuery, estimate, formatFigure, rounded, settingFields, type CalculatorData, type ParsedQuery, type SettingField } from '@/lib/calculator';
import { CalculatorAssumptions } from './calculator-assumptions';
import { CalculatorForm } from './calculator-form';
import { CalculatorResult } from './calculator-result';

/** The address of the contact form with the BMP test preselected and the visitor's feed in the message. */
export function bmpContactHref(data: CalculatorData, feed: { id: string; tonnesPerDay: number }[]): string {
  const lines = feed.map((f) => `${data.feedstocks.find((x) => x.id === f.id)?.name ?? f.id} ${formatFigure(f.tonnesPerDay)} t/day`);
  const params = new URLSearchParams({ service: calculatorCopy.cta.service, message: calculatorCopy.cta.message(lines) });
  return `/contact?${params.toString()}`;
}

/** /calculator: the form, the estimate when the address holds a valid question, and every assumption. */
export function CalculatorPage({ page, data, parsed }: { page: PageEntry; data: CalculatorData; parsed: ParsedQuery }) {
  const copy = calculatorCopy;
  const defaults = { operatingDays: data.economics.operatingDays.value, cbgPrice: data.economics.cbgPrice.value, manurePrice: data.economics.manurePrice.value };
  const settings = (Object.keys(settingFields) as SettingField[]).map((field) => ({
    field,
    placeholder: String(field === 'days' ? defaults.operatingDays : field === 'cbg-price' ? defaults.cbgPrice : defaults.manurePrice),
  }));
  const names = Object.fromEntries(data.feedstocks.map((f) => [f.id, f.name]));
  const plantChecks = data.plants.map((p) => {
    const feed = Object.entries(p.feed).map(([id, tonnesPerDay]) => ({ id, tonnesPerDay }));
    const result = estimate(data, { feedstocks: feed, operatingDays: defaults.operatingDays, cbgPriceInrPerKg: defaults.cbgPrice, manurePriceInrPerTonne: defaults.manurePrice });
    return { id: p.id, name: p.name, feed: feed.map((f) => `${names[f.id]}, ${formatFigure(f.tonnesPerDay)} t/day`).join('; '), published: p.cbgTonnesPerDay, estimate: result.cbgTonnesPerDay.typical };
  });
  const result = parsed.status === 'ok' ? rounded(estimate(data, parsed.input)) : null;
  const query = parsed.status === 'ok' ? calculatorQuery(parsed.input, defaults) : '';

  return (
    <>
      <PageHero layout="listing" title={copy.hero.title} subtitle={copy.hero.subtitle} badge={copy.hero.badge} crumbs={<Breadcrumbs page={page} />} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:px-8">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-border bg-bg p-5 shadow-sm sm:p-6">
            <CalculatorForm
              copy={copy.form}
              feedstocks={data.feedstocks.map((f) => ({ id: f.id, name: f.name }))}
              settings={settings}
              values={parsed.status === 'empty' ? {} : parsed.values}
              errors={parsed.status === 'invalid' ? parsed.errors : []}
              action={page.path}
            />
          </div>
        </div>
        <div>
          {result ? (
            <CalculatorResult copy={copy} result={result} names={names} pdfHref={`${page.path}/pdf?${query}`} ctaHref={bmpContactHref(data, result.inputs.feedstocks)} />
          ) : (
            <p className="rounded-2xl border border-dashed border-border p-8 text-muted" data-testid="calculator-empty">
              {copy.result.empty}
            </p>
          )}
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <CalculatorAssumptions copy={copy} data={data} plantChecks={plantChecks} />
      </div>
    </>
  );
}
