import Image from 'next/image';
import type { CSSProperties, ReactNode } from 'react';
import Link from '@/components/ui/local-link';
import { facts, type Fact } from '@/content/facts';
import { printedFact } from '@/content/number-format';
import { cbgFeedStrip } from '@/content/technology-cbg';
import { strawComposition } from '@/content/technology-biomass';
import { hydrogenRig } from '@/content/technology-hydrogen';
import { pretreatmentKeyData } from '@/content/technology-pretreatment';
import { FactTag } from './fact-tag';

/**
 * The right-hand column of each technology page's opening: that page's own engineering,
 * drawn small, every figure from facts.ts with its tag (the biomass page's: the published ranges
 * of its feedstock). Four different drawings (a comparison, the hydrogen rig itself, one plant on
 * three feeds, the feedstock's data sheet), one frame. The figures stand still: these are measured,
 * design and estimated values, not count-ups. Server Components; the
 * bars are sized by inline style, so the drawing is whole without JavaScript.
 */
// On a phone a panel ends the first screen: its right padding keeps its figures clear of the WhatsApp button (--quick-action-clearance, globals.css).
function Panel({ id, title, caption, children }: { id: string; title: string; caption?: string; children: ReactNode }) {
  return (
    <figure aria-labelledby={`${id}-title`} className="m-0 rounded-2xl border border-border bg-surface p-5 max-sm:pr-(--quick-action-clearance) sm:p-6">
      <figcaption>
        <p id={`${id}-title`} className="font-semibold leading-snug">{title}</p>
        {/* The caption repeats what the page says below; a phone keeps the drawing short. */}
        {caption && <p className="mt-1 hidden text-sm text-muted sm:block">{caption}</p>}
      </figcaption>
      {children}
    </figure>
  );
}

/** /technology: the bagasse trials' hydrolysis yield with and without cavitation, and the settings. */
export function CavitationKeyData() {
  const k = pretreatmentKeyData;
  const best: Fact = facts[k.bars[0]!.key];
  return (
    <Panel id="cavitation-key-data" title={k.title}>
      <div className="mt-5 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-sm font-semibold">{k.comparisonTitle}</p>
        {best.basis && <FactTag basis={best.basis} />}
      </div>
      <dl className="mt-3 space-y-3">
        {k.bars.map((bar, i) => {
          const fact: Fact = facts[bar.key];
          return (
            <div key={bar.key} className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 text-sm">
              <dt className="text-muted">{bar.label}</dt>
              <dd className={`font-semibold tabular-nums ${i === 0 ? 'text-2xl tracking-tight text-fg' : 'text-lg text-muted'}`}>{printedFact(fact)}</dd>
              <dd aria-hidden="true" className="col-span-2 mt-1.5 h-2.5 rounded-full bg-bg">
                <span className={`block h-full rounded-full ${i === 0 ? 'bg-brand' : 'bg-brand/30'}`} style={{ width: `${fact.value}%` } as CSSProperties} />
              </dd>
            </div>
          );
        })}
      </dl>
      <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-border pt-4">
        {k.settings.map((setting) => {
          const fact: Fact | undefined = setting.key ? facts[setting.key] : undefined;
          return (
            <div key={setting.label} className="flex flex-col">
              <dt className="order-2 text-sm text-muted">{setting.label}</dt>
              <dd className="order-1 text-xl font-semibold tracking-tight tabular-nums">{fact ? printedFact(fact) : setting.value}</dd>
              {fact?.basis && (
                <dd className="order-3 mt-1">
                  <FactTag basis={fact.basis} />
                </dd>
              )}
            </div>
          );
        })}
      </dl>
    </Panel>
  );
}

/**
 * /technology/hydrogen-production: the two-stage rig drawn on its bench, its parts named under it
 * by the drawing's numbers (HTML, so they translate), and its two yields on one basis, a kg of food
 * waste, each with the tag of the measured figure it comes from. The reactor train lower on the
 * page (StageTrain) is the page's flow diagram; this is the rig itself.
 */
export function HydrogenRig() {
  const r = hydrogenRig;
  return (
    <Panel id="hydrogen-rig" title={r.title} caption={r.caption}>
      {/* Beside the headline on a desktop, so it loads with the page; drawn at 960 px, shown at most about 410. */}
      <Image
        src={r.image.src}
        alt={r.image.alt}
        width={r.image.width}
        height={r.image.height}
        sizes="(min-width: 1280px) 410px, (min-width: 1024px) 32vw, calc(100vw - 5rem)"
        preload
        className="art-image mt-4 h-auto w-full rounded-xl border border-border"
      />
      <ol className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm leading-snug">
        {r.parts.map((part, i) => (
          <li key={part} className="flex gap-2">
            <span aria-hidden="true" className="mt-px grid size-5 shrink-0 place-items-center rounded-full bg-fg text-xs font-semibold text-bg tabular-nums">{i + 1}</span>
            <span>{part}</span>
          </li>
        ))}
      </ol>
      <div className="mt-4 border-t border-border pt-4">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted">{r.yieldsLabel}</p>
        {/* One yield to a line, its tag at the line's end: two columns leave a phone's tag broken over two lines. */}
        <dl className="mt-2 space-y-2">
          {r.yields.map((y) => {
            const fact: Fact = facts[y.key];
            return (
              <div key={y.key} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
                <dt className="order-2 text-sm text-muted">{y.label}</dt>
                <dd className="order-1 text-2xl font-semibold tracking-tight tabular-nums">{y.value}</dd>
                {fact.basis && (
                  <dd className="order-3 ml-auto">
                    <FactTag basis={fact.basis} />
                  </dd>
                )}
              </div>
            );
          })}
        </dl>
      </div>
    </Panel>
  );
}

/**
 * /technology/cbg-production: our standard plant, the page's subject, and what the same intake
 * makes a day on each feed, in order of output: each figure with its tag, a bar to scale, and one
 * line on why (the gas a tonne of the feed gives). An estimate's bar is paler than a design or
 * measured one's; its figure is set as every other, its tag saying what it is (fact-tag.tsx).
 */
export function CbgFeedStrip() {
  const s = cbgFeedStrip;
  const most = Math.max(...s.items.map((item) => item.tonnes));
  return (
    <Panel id="cbg-feed-strip" title={s.title} caption={s.caption}>
      <p className="mt-5 text-xs font-semibold uppercase tracking-wider text-muted">{s.feedsLabel}</p>
      <dl className="mt-2 divide-y divide-border border-y border-border">
        {s.items.map((item) => {
          const quiet = item.basis.kind === 'estimate';
          return (
            <div key={item.feed} className="flex flex-col py-3.5">
              <dt className="order-1 text-sm font-semibold leading-snug">{item.feed}</dt>
              <dd className="order-2 mt-0.5 flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
                <span className="text-2xl tracking-tight tabular-nums font-semibold text-fg" data-figure>{item.value}</span>
                <FactTag basis={item.basis} />
              </dd>
              {item.measured && (
                <dd className="order-3 flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-sm">
                  <span><span className="font-semibold tabular-nums text-fg">{item.measured.value}</span> {item.measured.label}</span>
                  <FactTag basis={item.measured.basis} />
                </dd>
              )}
              {/* The bar is the figure drawn to scale against the richest feed; the figure above says it in words. */}
              <dd aria-hidden="true" className="order-4 mt-2 h-2 rounded-full bg-bg">
                <span className={`block h-full rounded-full ${quiet ? 'bg-brand/45' : 'bg-brand'}`} style={{ width: `${(item.tonnes / most) * 100}%` } as CSSProperties} />
              </dd>
              <dd className="order-5 mt-2 text-sm leading-6 text-muted">
                {item.reason}{' '}
                <Link href={item.link.href} className="font-semibold text-brand underline-offset-4 hover:underline">
                  {item.link.label}
                  <span aria-hidden="true">&nbsp;→</span>
                </Link>
              </dd>
            </div>
          );
        })}
      </dl>
    </Panel>
  );
}

/**
 * /technology/biomass: the straw's data sheet, a ruled list of parameter and range, with a row's
 * note under it across the row. The tonne split into its fractions is drawn, to scale, in the
 * section under the opening.
 */
export function StrawDataSheet() {
  const t = strawComposition;
  return (
    <Panel id="straw-composition" title={t.title} caption={t.caption}>
      <dl className="mt-4 divide-y divide-border border-y border-border text-sm">
        {t.rows.map((row) => (
          <div key={row.parameter} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 py-2.5">
            <dt className="text-muted">{row.parameter}</dt>
            <dd className="text-right font-semibold tabular-nums text-fg">{row.values[0]}</dd>
            {row.note && <dd className="col-span-2 mt-0.5 text-sm leading-6 text-muted">{row.note}</dd>}
          </div>
        ))}
      </dl>
    </Panel>
  );
}

/**
 * A technology page's subject drawn, under its headline (LongReadHero's `picture`): the drawing at
 * the text's column width or less, never cropped, its caption under it and, for a drawing with
 * numbered stations, their names by number (HTML, so they translate). It comes within a phone's
 * first two screens and, on a desktop, fills the column beside the panel.
 */
export function HeroDrawing({ image, caption, parts }: { image: { src: string; alt: string; width: number; height: number }; caption: string; parts?: readonly string[] }) {
  return (
    <figure className="m-0 max-w-xl">
      {/* Drawn at 960 or 1920 px; shown at most 36rem (576 px) wide. Not preloaded: on a phone it starts at the
          foot of the first screen, and a preload would share the slow link with the rest of the document, whose
          opening text is the page's first paint. */}
      <Image
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        sizes="(min-width: 640px) 576px, calc(100vw - 2rem)"
        className="art-image h-auto w-full rounded-xl border border-border"
      />
      {/* The key of numbered stations is part of the caption: a figure's caption must be its first or last child. */}
      <figcaption className="mt-3 text-sm leading-6 text-muted">
        {caption}
        {parts && (
          <ol className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5 leading-snug text-fg">
            {parts.map((part, i) => (
              <li key={part} className="flex gap-1.5">
                <span aria-hidden="true" className="mt-px grid size-5 shrink-0 place-items-center rounded-full bg-fg text-xs font-semibold text-bg tabular-nums">{i + 1}</span>
                <span>{part}</span>
              </li>
            ))}
          </ol>
        )}
      </figcaption>
    </figure>
  );
}
