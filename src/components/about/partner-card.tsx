import Image from 'next/image';
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

/**
 * A collaborator: the organisation (a small picture of its work, and its name) above the
 * person (initials or photo), role, areas of collaboration, description and a link to the
 * organisation. The picture is a thumbnail, not the card's banner, and dims further than other
 * scenes in dark mode (`art-image-quiet`, src/app/globals.css): it is context, the people and
 * the work are the subject.
 */
export function PartnerCard({ partner }: { partner: Collaborator }) {
  return (
    <PersonCard
      organisation={
        <div className="mb-6 flex items-center gap-4 border-b border-border pb-6">
          <Image
            src={partner.image.src}
            alt={partner.image.alt}
            width={partner.image.width}
            height={partner.image.height}
            sizes="(min-width: 640px) 160px, 128px"
            className="art-image-quiet aspect-[8/5] h-auto w-32 shrink-0 rounded-lg object-cover sm:w-40"
          />
          <p className="min-w-0 text-base font-semibold leading-snug text-fg">{partner.organization}</p>
        </div>
      }
      portrait={<Portrait name={partner.name} image={personPhoto(partner)} size="sm" />}
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
