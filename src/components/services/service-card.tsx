import { CardMedia } from '@/components/ui/card-media';
import { CheckList } from '@/components/ui/check-list';
import { FactList } from '@/components/ui/fact-list';
import { IconHeading } from '@/components/ui/icon-heading';
import { categoryLabels, servicePath, servicesPageCopy, type Service } from '@/content/services';
import { CardAction } from './card-action';
import { SERVICE_PICTURE } from './picture-slot';
import { RangeText } from './range-text';
import { CheckIcon, ServiceIcon } from './service-icon';

// One badge colour for every category: the label tells them apart, and the site keeps one accent.
const badgeStyle = 'bg-emerald-50 text-emerald-900 ring-emerald-700/20';

/**
 * One laboratory service on /services: badge, title, description, three features, pricing, duration, Read More.
 * Read More is an outlined button, as on the contract R&D cards: five cards with a solid one each
 * made five equal primary actions, and the page's one primary action is its closing "start a project".
 */
export function ServiceCard({ service }: { service: Service }) {
  const copy = servicesPageCopy.card;
  const href = servicePath(service.id);
  return (
    <article
      data-reveal
      className="group @container overflow-hidden rounded-2xl border border-border bg-bg shadow-sm transition-shadow hover:shadow-lg"
      aria-labelledby={`service-${service.id}`}
    >
      {/* Horizontal when the grid features the card across its row (the grid has two columns, so
          the featured card has a row of its own and its height is its own text's). There the
          picture is an inset centred in its half, no wider than its file (640 px): pinned to the
          top it left an empty block under it, stretched to the text's height it would be drawn
          beyond its size. */}
      <div className="flex h-full flex-col @2xl:flex-row @2xl:items-center">
      <CardMedia image={{ ...service.image, width: SERVICE_PICTURE.width, height: SERVICE_PICTURE.height }} sizes={SERVICE_PICTURE.sizes}
        className="relative aspect-[16/10] overflow-hidden bg-surface-2 @2xl:m-6 @2xl:w-[calc(50%-3rem)] @2xl:max-w-160 @2xl:shrink-0 @2xl:rounded-xl" imageClassName="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        badgeClassName={`rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide shadow-sm ring-1 ${badgeStyle}`} badge={categoryLabels[service.category]} />
      <div className="flex flex-1 flex-col self-stretch p-6 @2xl:pl-0">
        <IconHeading heading="h3" id={`service-${service.id}`} icon={<ServiceIcon name={service.icon} />} titleClassName="text-xl font-bold leading-tight">
          {service.title}
        </IconHeading>
        <p className="mt-4 leading-7 text-muted">{service.description}</p>
        <CheckList items={service.features.slice(0, 3)} icon={<CheckIcon className="mt-0.5 size-4 shrink-0 text-brand" />} className="mt-5 space-y-2.5 text-sm" itemClassName="flex gap-2.5" />
        <FactList
          facts={[
            { label: copy.pricingLabel, value: service.pricing },
            { label: copy.durationLabel, value: <RangeText text={service.duration} /> },
          ]}
          variant="plain"
          className="mt-6 grid grid-cols-2 gap-3 border-t border-border pt-5 text-sm"
        />
        <CardAction
          href={href}
          label={copy.readMore}
          about={service.title}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand px-5 py-2 text-sm font-semibold text-brand transition-colors hover:bg-brand hover:text-brand-fg"
        />
      </div>
      </div>
    </article>
  );
}
