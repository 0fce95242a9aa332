import { ButtonLink } from '@/components/ui/button-link';
import { whoWeAre } from '@/content/home';

/** "Who We Are": a full-width dark band (no backdrop picture: it showed no subject of its own). */
export function WhoWeAre() {
  const w = whoWeAre;
  return (
    <section id={w.id} aria-labelledby={`${w.id}-title`} className="relative isolate overflow-hidden bg-[#0b1f1b] text-white dark:border-y dark:border-border" data-reveal>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:items-start lg:px-8 lg:py-28">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-300">{w.eyebrow}</p>
          <h2 id={`${w.id}-title`} className="mt-2 text-balance text-3xl font-bold tracking-tight sm:text-4xl">
            {w.title}
          </h2>
          {w.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="mt-5 max-w-2xl text-pretty text-lg leading-8 text-white/85">
              {p}
            </p>
          ))}
          <div className="mt-9">
            <ButtonLink href={w.cta.href} variant="light">
              {w.cta.label}
            </ButtonLink>
          </div>
        </div>
        {/* On a phone, ruled rows (the figure beside its label) instead of three cards a screen tall. */}
        <ul className="grid border-t border-white/15 sm:grid-cols-3 sm:gap-3 sm:border-0 lg:grid-cols-1">
          {w.highlights.map((h) => (
            <li key={h.label} className="flex items-baseline gap-4 border-b border-white/15 py-3 sm:block sm:rounded-2xl sm:border sm:bg-white/10 sm:p-5 sm:backdrop-blur-sm">
              <span className="block w-28 shrink-0 text-2xl font-extrabold text-emerald-300 sm:w-auto sm:text-3xl">{h.value}</span>
              <span className="block text-sm text-white/85 sm:mt-1">{h.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
