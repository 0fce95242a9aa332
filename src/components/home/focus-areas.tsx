import Image from 'next/image';
import Link from '@/components/ui/local-link';
import { Fold } from '@/components/ui/fact-detail';
import { Section } from '@/components/ui/section';
import { facts, figure } from '@/content/facts';
import { focusAreas } from '@/content/home';
import { uiCopy } from '@/content/ui';
import { LabelFor } from '@/components/ui/label-for';
import { Icon } from './icons';

/**
 * "Our Focus Areas": the three programmes as a ruled list, as /about's capability list
 * reads (src/components/about/capability-list.tsx). Each has one sentence, one figure
 * from facts.ts with its scope, the page that shows the work, and its "Get Quote" link.
 * On the left, the drawing of the area's own subject, 4:3 (lazy: the section is far below the
 * fold); on a phone a small one beside the title only (full width, three of them made the page
 * 800 px longer), and the sentence, the figure and the links full width under both. A figure's
 * working is folded under it; on a phone its line of context waits in that fold too.
 */
export function FocusAreas() {
  const f = focusAreas;
  return (
    <Section id={f.id} eyebrow={f.eyebrow} title={f.title} intro={f.intro} compact>
      <ul className="border-b border-border">
        {f.items.map((item) => {
          const fact = facts[item.key];
          const detail = 'detail' in fact ? fact.detail : undefined;
          return (
            <li
              key={item.title}
              className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-3 border-t border-border py-5 sm:gap-y-4 sm:py-6 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-x-8 sm:items-start md:grid-cols-[12rem_minmax(0,5fr)_minmax(0,4fr)] lg:grid-cols-[13rem_minmax(0,5fr)_minmax(0,4fr)_12rem]"
              data-reveal
            >
              {/* Beside the text, the figure and the links (which go under those two on a tablet). */}
              <Image
                src={item.image.src}
                alt={item.image.alt}
                width={item.image.width}
                height={item.image.height}
                sizes="(min-width: 1024px) 208px, (min-width: 768px) 192px, (min-width: 640px) 176px, 80px"
                className="art-image h-auto w-full rounded-xl border border-border sm:row-span-3 md:row-span-2 lg:row-span-1"
              />
              {/* On a phone the title stands beside the drawing and the sentence runs under both (the div's box gives way). */}
              <div className="max-sm:contents">
                <h3 className="text-xl font-semibold text-fg max-sm:self-center">{item.title}</h3>
                <p className="mt-1 max-w-[60ch] text-pretty leading-7 text-muted max-sm:col-span-2 max-sm:mt-0">{item.description}</p>
              </div>
              <div className="flex flex-col max-sm:col-span-2">
                <span className="text-3xl font-semibold tracking-tight text-fg tabular-nums max-sm:text-2xl">{figure(fact)}</span>
                <span className="mt-1 font-semibold leading-snug text-fg">{fact.label}</span>
                <span className={`mt-1 text-sm leading-6 text-muted ${detail ? 'max-sm:hidden' : ''}`}>{fact.context}</span>
                {detail && (
                  <div className="mt-1 text-sm">
                    <Fold summary={uiCopy.howWorkedOut}>
                      <p className="mt-1 leading-6 text-muted">
                        <span className="sm:hidden">{fact.context} </span>
                        {detail}
                      </p>
                    </Fold>
                  </div>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-x-6 gap-y-2 max-sm:col-span-2 md:col-span-2 lg:col-span-1 lg:flex-col lg:items-end">
                <Link
                  href={item.quote.href}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand px-5 py-2 text-sm font-semibold text-brand transition-colors hover:bg-brand hover:text-brand-fg"
                >
                  <LabelFor label={f.cta.label} title={item.title} template={uiCopy.forItem} />
                  <Icon name="arrow" className="size-4" />
                </Link>
                <Link href={item.link.href} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent hover:underline">
                  {item.link.label}
                  <span aria-hidden="true">→</span>
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
