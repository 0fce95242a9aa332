import { ButtonLink } from '@/components/ui/button-link';
import { farmersBand as b } from '@/content/home-built';

/** Under the Nashik flow: the one line that sends farmers to /feedstock (src/content/home-built.ts). */
export function FarmersBand() {
  return (
    <div className="mt-8 grid gap-3 rounded-2xl sm:mt-10 sm:gap-4 border border-border bg-bg p-5 sm:p-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-10" data-testid="farmers-band">
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wider text-brand">
          {b.eyebrow}
        </h3>
        <p className="mt-1.5 max-w-[70ch] text-pretty leading-7 text-fg">{b.text}</p>
      </div>
      <ButtonLink href={b.link.href} variant="secondary" className="justify-self-start">
        {b.link.label} <span aria-hidden="true">→</span>
      </ButtonLink>
    </div>
  );
}
