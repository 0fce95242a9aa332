import { Fragment } from 'react';
import { cleanFuels } from '@/content/home';

type Box = { title: string; text: string };

const DOWN = '[clip-path:polygon(40%_0,60%_0,60%_60%,100%_60%,50%_100%,0_60%,40%_60%)]';
const RIGHT = '[clip-path:polygon(0_40%,60%_40%,60%_0,100%_50%,60%_100%,60%_60%,0_60%)]';

/** A downward arrow between two boxes of one column (shorter on a phone, where the boxes are a line each). */
function Down() {
  return <span aria-hidden="true" className={`mx-auto block h-5 w-4 bg-brand max-md:h-4 ${DOWN}`} />;
}

/**
 * A step of a route (plain) or the fuel it gives (brand tint and rule: one of the paragraph's five fuels).
 * Below 768 px a box is its title alone, centred under its arrow: the whole diagram stays in sight
 * under the badge in a few short rows, and the line of detail waits for a wider screen.
 */
function Step({ box, fuel = false }: { box: Box; fuel?: boolean }) {
  return (
    <div className={`h-full rounded-lg border px-3 py-2.5 max-md:flex max-md:flex-col max-md:justify-center max-md:px-2 max-md:py-1.5 max-md:text-center ${fuel ? 'border-brand bg-brand-soft/60' : 'border-border bg-bg'}`}>
      <p className={`text-sm font-semibold leading-5 ${fuel ? 'text-brand-strong' : 'text-fg'}`}>
        {fuel && <span className="sr-only">{cleanFuels.pathways.fuelLabel}: </span>}
        {box.title}
      </p>
      <p className="mt-0.5 text-xs leading-5 text-muted max-md:hidden">{box.text}</p>
    </div>
  );
}

/**
 * The picture of the clean-fuels block: where each fuel the paragraph names comes
 * from, as a process diagram. Residue goes through digestion to biogas, which is upgraded
 * to biomethane; that splits into compression (methane as CNG-grade CBG) and steam reforming
 * (hydrogen); dry residue goes to pellets. Drawn with HTML and CSS from the content module, so every word is
 * text in the brand typeface, translated, and in the theme's colours. The spec's badge heads it.
 * On a phone it is the same picture, not a fold to open: boxes of a title each, the two branches
 * still side by side, in about six short rows. A Server Component.
 */
export function FuelPathways() {
  const p = cleanFuels.pathways;
  return (
    <figure aria-labelledby={`${p.id}-caption`} className="m-0 rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <p className="flex items-start gap-2.5">
        <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand text-brand-fg" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth={2.6} strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <span>
          <span className="block font-bold text-fg">{cleanFuels.badge}</span>
          <span className="block text-sm text-muted">{cleanFuels.badgeNote}</span>
        </span>
      </p>

      <div className="mt-5 border-t border-border pt-5 max-md:mt-3 max-md:pt-3">
        <Step box={p.digestion} />
        <Down />
        <Step box={p.biogas} fuel />
        <Down />
        <Step box={p.upgrading} />
        {/* The split: a stem from the upgrading box, a bar between the two columns' centres, an arrow down into each. */}
        <div aria-hidden="true" className="relative -mx-1.5 grid h-8 grid-cols-2 max-md:h-7">
          <span className="absolute left-1/2 top-0 h-3 w-0.5 -translate-x-1/2 bg-brand" />
          <span className="absolute left-1/4 right-1/4 top-3 h-0.5 bg-brand" />
          <span className={`mx-auto mt-3 block h-5 w-4 bg-brand max-md:h-4 ${DOWN}`} />
          <span className={`mx-auto mt-3 block h-5 w-4 bg-brand max-md:h-4 ${DOWN}`} />
        </div>
        {/* Column by column in the markup (each route reads in order), row by row on screen: the two process boxes share a height, so the arrows below them line up. */}
        <div className="-mx-1.5 grid grid-flow-col grid-cols-2 grid-rows-[auto_auto_auto]">
          {p.branches.map((branch) => (
            <Fragment key={branch.id}>
              <div className="px-1.5">
                <Step box={branch.process} />
              </div>
              <div className="px-1.5">
                <Down />
              </div>
              <div className="px-1.5">
                <Step box={branch.product} fuel />
              </div>
            </Fragment>
          ))}
        </div>

        <div className="mt-5 grid grid-cols-[minmax(0,1fr)_1.25rem_minmax(0,1fr)] gap-1.5 border-t border-dashed border-border pt-5 max-md:mt-3 max-md:pt-3">
          <Step box={p.pellets.process} />
          <span aria-hidden="true" className={`mx-auto block h-4 w-5 self-center bg-brand ${RIGHT}`} />
          <Step box={p.pellets.product} fuel />
        </div>
      </div>

      {/* Below 640 px the badge over the diagram says enough for the eye, and three more lines would lengthen a long
          page; the caption stays for screen readers. */}
      <figcaption id={`${p.id}-caption`} className="mt-4 text-sm text-muted max-sm:sr-only">
        {p.caption}
      </figcaption>
    </figure>
  );
}
