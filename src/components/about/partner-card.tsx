import { CardMedia } from '@/components/ui/card-media';
import type { Collaborator } from '@/content/collaborators';
import { ExternalIcon } from './icon';
import { Portrait } from './portrait';

/**
 * Where a partner's own photo goes if one is supplied: public/images/people/<name-slug>.webp
 * (e.g. prof-rajesh-iyer.webp, square, at least 112 px). Until then the card shows initials.
 */
function personPhoto(name: string) {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { src: `/images/people/${slug}.webp`, width: 112, height: 112, alt: `Portrait of ${name}` };
}

/** A collaborator: a picture of the organisation's work, the person (initials or photo), role, description and a link to the organisation. */
export function PartnerCard({ partner }: { partner: Collaborator }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-bg shadow-sm transition-shadow hover:shadow-lg" data-reveal>
      <CardMedia image={partner.image} sizes="(min-width: 768px) 600px, 100vw" className="relative" imageClassName="aspect-[8/5] h-auto w-full object-cover">
        <p className="absolute bottom-3 left-3 right-3 rounded-xl bg-slate-950/75 px-4 py-2 text-sm font-semibold text-white backdrop-blur-sm">
          {partner.organization}
        </p>
      </CardMedia>
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <div className="flex items-center gap-4">
          <Portrait name={partner.name} image={personPhoto(partner.name)} sizes="56px" size="sm" className="size-14 rounded-full" />
          <div className="min-w-0">
            <h3 className="text-xl font-bold text-fg">{partner.name}</h3>
            <p className="mt-1 text-sm font-semibold text-brand">{partner.role}</p>
          </div>
        </div>
        <p className="mt-4 flex-1 leading-7 text-muted">{partner.description}</p>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label={`${partner.organization}: areas of collaboration`}>
          {partner.areas.map((a) => (
            <li key={a} className="rounded-full bg-accent-soft px-3 py-1 text-xs font-medium text-accent">
              {a}
            </li>
          ))}
        </ul>
        <a
          href={partner.link}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-6 inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-accent hover:underline"
        >
          Visit {partner.organization}
          <span className="sr-only"> (opens in a new tab)</span>
          <ExternalIcon className="h-4 w-4 shrink-0" />
        </a>
      </div>
    </article>
  );
}
