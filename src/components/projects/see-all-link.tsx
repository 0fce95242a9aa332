import { ButtonLink } from '@/components/ui/button-link';
import { ArrowRightIcon } from './icons';

/** Under a preview of projects on /projects: on to the page that lists them all. */
export function SeeAllLink({ href, label }: { href: string; label: string }) {
  return (
    <div className="mt-10">
      <ButtonLink href={href} variant="secondary">
        {label}
        <ArrowRightIcon />
      </ButtonLink>
    </div>
  );
}
