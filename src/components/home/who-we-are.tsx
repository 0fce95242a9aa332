import { ButtonLink } from '@/components/ui/button-link';
import { whoWeAre } from '@/content/home';

/** "Who We Are": a full-width dark band (no backdrop picture: it showed no subject of its own); on a phone, tighter type and spacing. */
export function WhoWeAre() {
  const w = whoWeAre;
  // On the dark theme the page itself is near-black, so the band takes a deeper green to stay the page's one dark set piece.
  return (
    <section id={w.id} aria-labelledby={`${w.id}-title`} className="relative isolate overflow-hidden bg-[#0b1f1b] text-white dark:border-y dark:border-border dark:bg-[#12392f]" data-reveal>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:gap-12 sm:px-6 sm:py-20 lg:grid-cols-[1.3fr_1fr] lg:items-start lg:px-8 lg:py-28">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-300">{w.eyebrow}</p>
          <h2 id={`${w.id}-title`} className="mt-2 text-balance text-3xl font-bold tracking-tight sm:text-4xl">
            {w.title}
          </h2>
          {w.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="mt-4 max-w-2xl text-pretty leading-7 text-white/85 sm:mt-5 sm:text-lg sm:leading-8">
              {p}
            </p>
          ))}
          <div className="mt-7 sm:mt-9">
            <ButtonLink href={w.cta.href} variant="light">
              {w.cta.label}
            </ButtonLink>
          </div>
        </div>
        {/* Ruled rows, the figure beside its label: the Nashik flow above carries the page's figures at full scale, so these three stay quiet. */}
        <ul className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 border-t border-white/15 lg:self-center">
          {w.highlights.map((h) => (
            <li key={h.label} className="col-span-2 grid grid-cols-subgrid items-baseline border-b border-white/15 py-3 sm:py-4">
              <span className="whitespace-nowrap text-2xl font-bold tracking-tight text-emerald-300">{h.value}</span>
              <span className="text-sm leading-6 text-white/85 sm:text-base">
                {h.label}
                {'note' in h && h.note && <span className="block text-sm leading-5 text-white/65">{h.note}</span>}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
