import { PageHero } from '@/components/layout/page-hero';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { calculatorCopy, calculatorExample } from '@/content/calculator';
import { english, localHref } from '@/content/i18n';
import { feedstockContent } from '@/content/feedstock';
import { pages, type PageEntry } from '@/content/pages';
import { services } from '@/content/services';
import { economicsDefaults, estimate, formatFigure, questionAtDefaults, rounded, settingFields, type CalculatorData, type ParsedQuery, type SettingField } from '@/lib/calculator';
import { NashikNote } from '@/components/technology/nashik-note';
import { calculatorFeedstock } from '@/content/calculator-data';
import { CalculatorAssumptions } from './calculator-assumptions';
import { CalculatorForm } from './calculator-form';
import { CalculatorLive } from './calculator-live';
import { CalculatorResult, ESTIMATE_ANCHOR } from './calculator-result';

/** /calculator: the form, the estimate when the address holds a valid question, and every assumption. */
export function CalculatorPage({ page, data, parsed }: { page: PageEntry; data: CalculatorData; parsed: ParsedQuery }) {
  const copy = calculatorCopy;
  const defaults = economicsDefaults(data);
  const settings = (Object.keys(settingFields) as SettingField[]).map((field) => ({
    field,
    placeholder: String(field === 'days' ? defaults.operatingDays : field === 'cbg-price' ? defaults.cbgPrice : defaults.manurePrice),
  }));
  const names = Object.fromEntries(data.feedstocks.map((f) => [f.id, f.name]));
  const plantChecks = data.plants.map((p) => {
    const feed = Object.entries(p.feed).map(([id, tonnesPerDay]) => ({ id, tonnesPerDay }));
    const result = estimate(data, questionAtDefaults(data, feed));
    return { id: p.id, name: p.name, feed: feed.map((f) => `${names[f.id]}, ${formatFigure(f.tonnesPerDay)} ${copy.form.unit}`).join('; '), published: p.cbgTonnesPerDay, estimate: result.cbgTonnesPerDay.typical };
  });
  const result = parsed.status === 'ok' ? rounded(estimate(data, parsed.input)) : null;
  // Until the visitor's own figures give an estimate: the calculator's answer for the standard plant, tagged as an example (rendered here, so the client component only places it).
  const exampleResult = rounded(estimate(data, questionAtDefaults(data, [{ id: calculatorExample.feedstock, tonnesPerDay: calculatorExample.tonnesPerDay }])));
  const example = (
    <div className="rounded-2xl border border-dashed border-border p-4 sm:p-6" data-testid="calculator-example">
      <CalculatorResult
        copy={copy}
        result={exampleResult}
        names={names}
        pdfHref=""
        ctaHref=""
        plantHref=""
        head={
          <div>
            <h2 id={ESTIMATE_ANCHOR} className="text-2xl font-bold tracking-tight">
              <span className="mr-2 inline-block rounded-full bg-brand-soft px-2.5 py-0.5 align-middle text-xs font-semibold uppercase tracking-wide text-brand-strong">{copy.result.example.tag}</span>
              {copy.result.example.title}
            </h2>
            <p className="mt-1 text-sm text-muted">{copy.result.example.note}</p>
          </div>
        }
      />
    </div>
  );
  // Nashik's plant takes more from its wet waste than the calculator's average: said beside any estimate on that feed.
  const feedNotes = { [calculatorFeedstock('municipal-organic-waste').id]: <NashikNote className="" /> };
  // The call to action preselects the BMP test on /contact by its option's value: the English title, in every language.
  const bmpService = english(services).find((s) => s.id === 'bmp-bhp-analysis')?.title ?? '';
  // The browser needs the numbers, not the notes and sources.
  const numbers: CalculatorData = { ...data, sources: [], plants: [], feedstocks: data.feedstocks.map(({ id, name, totalSolids, volatileSolids, biogasYield, methaneShare, manureYield }) => ({ id, name, totalSolids: { value: totalSolids.value, sources: [] }, volatileSolids: { value: volatileSolids.value, sources: [] }, biogasYield: { low: biogasYield.low, typical: biogasYield.typical, high: biogasYield.high, sources: [] }, methaneShare: { value: methaneShare.value, sources: [] }, manureYield: { low: manureYield.low, typical: manureYield.typical, high: manureYield.high, sources: [] } })) };

  return (
    <>
      {/* On a phone the hero is the title and one line, so the first field shows on the first screen. */}
      <PageHero layout="listing" title={copy.hero.title} subtitle={copy.hero.subtitle} phoneLead={copy.hero.phoneLead} badge={copy.hero.badge} crumbs={<Breadcrumbs page={page} />}>
        <p className="text-sm text-muted" data-testid="feedstock-link">
          {feedstockContent.crossLinks.calculator.text}{' '}
          <a href={pages.feedstock.path} className="font-semibold text-accent underline-offset-2 hover:underline">
            {feedstockContent.crossLinks.calculator.label}
          </a>
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-6 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:px-8">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-border bg-bg p-4 shadow-sm sm:p-6">
            <CalculatorForm
              copy={copy.form}
              feedstocks={data.feedstocks.map((f) => ({ id: f.id, name: f.name }))}
              settings={settings}
              values={parsed.status === 'empty' ? {} : parsed.values}
              errors={parsed.status === 'invalid' ? parsed.errors : []}
              action={localHref(page.path)}
            />
          </div>
        </div>
        {/* On a phone a result comes first: a shared or submitted estimate should not sit below nine fields. */}
        <div className={result ? 'max-lg:order-first' : undefined}>
          {result && (
            <a href="#calculator-form-title" className="mb-3 inline-flex min-h-9 items-center gap-1 text-sm font-semibold text-brand underline-offset-4 hover:underline lg:hidden">
              {copy.result.editLink}
              <span aria-hidden="true">&nbsp;↓</span>
            </a>
          )}
          <CalculatorLive copy={calculatorCopy} contactPath={localHref('/contact')} plantHref={localHref(`${pages.plantEngineering.path}#costs`)} data={numbers} defaults={defaults} initial={result} example={example} feedNotes={feedNotes} names={names} path={localHref(page.path)} bmpService={bmpService} invalid={parsed.status === 'invalid'} />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <CalculatorAssumptions copy={copy} data={data} plantChecks={plantChecks} />
      </div>
    </>
  );
}
