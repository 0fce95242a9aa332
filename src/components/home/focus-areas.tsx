import Image from 'next/image';
import Link from '@/components/ui/local-link';
import { CheckList } from '@/components/ui/check-list';
import { Section } from '@/components/ui/section';
import { focusAreas } from '@/content/home';
import { uiCopy } from '@/content/ui';
import { fillTemplate } from '@/lib/format';
import { Icon } from './icons';

/** "Our Focus Areas": three cards, each with a "Get Quote" link to the contact page. */
export function FocusAreas() {
  const f = focusAreas;
  return (
    <Section id={f.id} eyebrow={f.eyebrow} title={f.title} intro={f.intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {f.items.map((item) => (
          <li key={item.title} className="flex flex-col overflow-hidden rounded-3xl border border-border bg-bg shadow-sm" data-reveal>
            <Image src={item.image.src} alt={item.image.alt} width={720} height={480} sizes="(min-width: 768px) 33vw, 100vw" className="art-image aspect-[3/2] h-auto w-full object-cover" />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{item.description}</p>
              <CheckList items={item.points} icon={<Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand" />} className="mt-4 flex-1 space-y-2 text-sm" itemClassName="flex gap-2" />
              <Link
                href={f.cta.href}
                className="mt-6 inline-flex min-h-11 w-fit items-center gap-2 rounded-full bg-brand px-5 py-2.5 text-sm font-semibold text-brand-fg transition-colors hover:bg-brand-strong"
              >
                {f.cta.label}
                <span className="sr-only"> {fillTemplate(uiCopy.forItem, { title: item.title })}</span>
                <Icon name="arrow" className="size-4" />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
