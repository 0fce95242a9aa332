import { contactHref } from '@/lib/forms/contact-fields';
import { CardMedia } from '@/components/ui/card-media';
import { CheckList } from '@/components/ui/check-list';
import { ButtonLink } from '@/components/ui/button-link';
import { wasteManagementCopy, type WasteServiceCard as WasteCard } from '@/content/waste-management';
import { uiCopy } from '@/content/ui';
import { LabelFor } from '@/components/ui/label-for';
import { CheckIcon, ServiceIcon } from './service-icon';

export function WasteServiceCard({ card }: { card: WasteCard }) {
  const headingId = `waste-${card.id}`;
  return (
    <article data-reveal aria-labelledby={headingId} className="flex flex-col overflow-hidden rounded-2xl border border-border bg-bg shadow-sm">
      <CardMedia image={{ ...card.image, width: 640, height: 400 }} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" className="relative aspect-[16/10]" imageClassName="size-full object-cover">
        <div aria-hidden="true" className={`absolute inset-x-0 bottom-0 h-1.5 bg-brand`} />
        <span className={`absolute bottom-4 left-4 grid size-12 place-items-center rounded-xl bg-brand text-brand-fg shadow-lg ring-2 ring-white/70`}>
          <ServiceIcon name={card.icon} />
        </span>
      </CardMedia>
      <div className="flex flex-1 flex-col p-6">
        <h3 id={headingId} className="text-xl font-bold leading-snug">
          {card.title}
        </h3>
        <p className="mt-3 leading-7 text-muted">{card.description}</p>
        <CheckList items={card.points} icon={<CheckIcon className="mt-0.5 size-4 shrink-0 text-brand" />} className="mt-5 space-y-2.5" itemClassName="flex gap-2.5 text-sm leading-6" />
        <div className="mt-6 flex flex-1 items-end">
          {/* Quiet: three loud full-width buttons under the routes above read as the page's point. */}
          <ButtonLink href={contactHref('Waste management')} variant="secondary">
            <LabelFor label={wasteManagementCopy.requestQuote} title={card.title} template={uiCopy.forItem} />
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
