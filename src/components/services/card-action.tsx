import Link from '@/components/ui/local-link';
import { uiCopy } from '@/content/ui';
import { LabelFor } from '@/components/ui/label-for';
import { ArrowIcon } from './service-icon';

/**
 * The link at the foot of a service card, pushed to the bottom so a row of
 * cards lines its links up. Its visible label is the same on every card, so
 * screen readers also hear which card it belongs to (`about`).
 */
export function CardAction({ href, label, about, className }: { href: string; label: string; about: string; className: string }) {
  return (
    <div className="mt-6 flex flex-1 items-end">
      <Link href={href} className={className}>
        <LabelFor label={label} title={about} template={uiCopy.aboutItem} />
        <ArrowIcon />
      </Link>
    </div>
  );
}
