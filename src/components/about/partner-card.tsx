import { CardMedia } from '@/components/ui/card-media';
import type { Collaborator } from '@/content/collaborators';
import { english } from '@/content/i18n';
import { uiCopy } from '@/content/ui';
import { fillTemplate } from '@/lib/format';
import { ExternalIcon } from './icon';
import { PersonCard } from './person-card';
import { Portrait } from './portrait';

/**
 * Where a partner's own photo goes if one is supplied: public/images/people/<name-slug>.webp
 * (e.g. prof-rajesh-iyer.webp, square, at least 112 px). Until then the card shows initials.
 */
function personPhoto(partner: Collaborator) {
  const { name } = partner;
  // The file is named after the English name (a Hindi or Marathi one has no [a-z]); the alt text reads in the page's language.
  const slug = english(partner).name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { src: `/images/people/${slug}.webp`, width: 112, height: 112, alt: fillTemplate(uiCopy.portraitOf, { name }) };
}

/** A collaborator: a picture of the organisation's work, the person (initials or photo), role, description and a link to the organisation. */
export function PartnerCard({ partner }: { partner: Collaborator }) {
  return (
    <PersonCard
      variant="partner"
      media={
        <CardMedia image={partner.image} sizes="(min-width: 768px) 600px, 100vw" className="relative" imageClassName="aspect-[8/5] h-auto w-full object-cover">
          <p className="absolute bottom-3 left-3 right-3 rounded-xl bg-slate-950/75 px-4 py-2 text-sm font-semibold text-white backdrop-blur-sm">
            {partner.organization}
          </p>
        </CardMedia>
      }
      portrait={<Portrait name={partner.name} image={personPhoto(partner)} sizes="56px" size="sm" className="size-14 rounded-full" />}
      name={partner.name}
      role={partner.role}
      description={partner.description}
      topics={{ label: fillTemplate(uiCopy.collaborationAreas, { name: partner.organization }), items: partner.areas }}
    >
      <a
        href={partner.link}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-6 inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-accent hover:underline"
      >
        {fillTemplate(uiCopy.visit, { name: partner.organization })}
        <span className="sr-only"> {uiCopy.newTab}</span>
        <ExternalIcon className="h-4 w-4 shrink-0" />
      </a>
    </PersonCard>
  );
}
