import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import { CtaBand as Band } from '@/components/ui/cta-band';

type LinkItem = { label: string; href: string };

/** The closing call to action of a technology page: the shared band with a primary button and related links. */
export function CtaBand({ title, text, primary, links = [] }: { title: string; text: string; primary: LinkItem; links?: LinkItem[] }) {
  return (
    <Band id="cta" title={title} text={text}>
      <ButtonLink href={primary.href} variant="light">
        {primary.label}
      </ButtonLink>
      {links.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-white/40 px-5 py-2 text-sm font-semibold text-white transition-colors hover:bg-white/10"
        >
          {link.label}
          <span aria-hidden="true">→</span>
        </Link>
      ))}
    </Band>
  );
}
