import { ButtonLink } from './button-link';

/**
 * On a phone only: a long page's own call to action part-way down (about the fifth screen), so it
 * does not wait for the page's end; from 48rem the page's closing band is near enough.
 */
export function PhoneCta({ cta }: { cta: { title: string; primary: { href: string; label: string } } }) {
  return (
    <div className="mt-12 border-t border-border pt-8 md:hidden">
      <p className="text-lg font-semibold tracking-tight">{cta.title}</p>
      <ButtonLink href={cta.primary.href} className="mt-4">
        {cta.primary.label}
      </ButtonLink>
    </div>
  );
}
