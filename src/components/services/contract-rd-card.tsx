import { CheckList } from '@/components/ui/check-list';
import { IconHeading } from '@/components/ui/icon-heading';
import { contractRdCopy, type ContractRdArea } from '@/content/contract-rd';
import { FallbackImageCard } from './fallback-image-card';
import { CardAction } from './card-action';
import { CheckIcon, ServiceIcon } from './service-icon';

/** One research area; the photo falls back to the brand colour if it fails to load. */
export function ContractRdCard({ area }: { area: ContractRdArea }) {
  const headingId = `rd-${area.id}`;
  return (
    <FallbackImageCard
      image={area.image}
      labelledBy={headingId}
      fallbackArt={<ServiceIcon name={area.icon} className="size-20" />}
    >
      <div className="flex flex-1 flex-col p-6">
        <IconHeading
          heading="h3"
          id={headingId}
          icon={<ServiceIcon name={area.icon} />}
          iconClassName="group-data-[image-failed=true]:bg-white/15 group-data-[image-failed=true]:text-white"
          titleClassName="text-xl font-bold leading-tight"
        >
          {area.title}
        </IconHeading>
        <p className="mt-4 leading-7 text-muted group-data-[image-failed=true]:text-white/90">{area.description}</p>
        <CheckList items={area.features} icon={<CheckIcon className="mt-0.5 size-4 shrink-0 text-brand group-data-[image-failed=true]:text-white" />} className="mt-5 space-y-2.5" itemClassName="flex gap-2.5 text-sm leading-6" />
        <CardAction
          href="/contact"
          label={contractRdCopy.contactNow}
          about={area.title}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand px-5 py-2 text-sm font-semibold text-brand transition-colors hover:bg-brand hover:text-brand-fg group-data-[image-failed=true]:border-white group-data-[image-failed=true]:text-white group-data-[image-failed=true]:hover:bg-white group-data-[image-failed=true]:hover:text-emerald-900"
        />
      </div>
    </FallbackImageCard>
  );
}
