import { CardMedia } from '@/components/ui/card-media';
import { CheckList } from '@/components/ui/check-list';
import Link from 'next/link';
import { categoryLabels, servicePath, servicesPageCopy, type Service } from '@/content/services';
import { ArrowIcon, CheckIcon, ServiceIcon } from './service-icon';

const categoryStyles: Record<Service['category'], string> = {
  analysis: 'bg-emerald-50 text-emerald-900 ring-emerald-700/20',
  testing: 'bg-sky-50 text-sky-900 ring-sky-700/20',
  synthesis: 'bg-violet-50 text-violet-900 ring-violet-700/20',
};

/** One laboratory service on /services: badge, title, description, three features, pricing, duration, Read More. */
export function ServiceCard({ service }: { service: Service }) {
  const copy = servicesPageCopy.card;
  const href = servicePath(service.id);
  return (
    <article
      data-reveal
      className="group @container overflow-hidden rounded-2xl border border-border bg-bg shadow-sm transition-shadow hover:shadow-lg"
      aria-labelledby={`service-${service.id}`}
    >
      {/* Horizontal when the grid features the card across several columns. */}
      <div className="flex h-full flex-col @2xl:flex-row">
      <CardMedia image={{ ...service.image, width: 640, height: 400 }} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        className="relative aspect-[16/10] overflow-hidden bg-surface-2 @2xl:aspect-auto @2xl:w-1/2 @2xl:shrink-0" imageClassName="size-full object-cover @2xl:absolute @2xl:inset-0 transition-transform duration-500 group-hover:scale-105"
        badgeClassName={`rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide shadow-sm ring-1 ${categoryStyles[service.category]}`} badge={categoryLabels[service.category]} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
            <ServiceIcon name={service.icon} />
          </span>
          <h3 id={`service-${service.id}`} className="text-xl font-bold leading-tight">
            {service.title}
          </h3>
        </div>
        <p className="mt-4 leading-7 text-muted">{service.description}</p>
        <CheckList items={service.features.slice(0, 3)} icon={<CheckIcon className="mt-0.5 size-4 shrink-0 text-brand" />} className="mt-5 space-y-2.5 text-sm" itemClassName="flex gap-2.5" />
        <dl className="mt-6 grid grid-cols-2 gap-3 border-t border-border pt-5 text-sm">
          <div>
            <dt className="text-muted">{copy.pricingLabel}</dt>
            <dd className="mt-0.5 font-semibold">{service.pricing}</dd>
          </div>
          <div>
            <dt className="text-muted">{copy.durationLabel}</dt>
            <dd className="mt-0.5 font-semibold">{service.duration}</dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-1 items-end">
          <Link
            href={href}
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-brand px-6 py-2.5 text-sm font-semibold text-brand-fg shadow-sm transition-colors hover:bg-brand-strong"
          >
            {copy.readMore}
            <span className="sr-only"> about {service.title}</span>
            <ArrowIcon />
          </Link>
        </div>
      </div>
      </div>
    </article>
  );
}
