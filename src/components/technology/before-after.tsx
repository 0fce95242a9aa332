import { CardMedia, type CardImage } from '@/components/ui/card-media';
import { uiCopy } from '@/content/ui';

type Side = {
  label: string;
  caption: string;
  image: CardImage;
};

/**
 * A before/after comparison shown side by side, each with a caption: on a phone too, smaller, as a
 * comparison is read across (stacked, the two strips were most of a screen apart).
 */
export function BeforeAfter({ before, after }: { before: Side; after: Side }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-6">
      {[before, after].map((side, i) => (
        <figure key={side.label} className="overflow-hidden rounded-2xl border border-border bg-bg shadow-sm" data-reveal>
          <CardMedia image={side.image} sizes="(min-width: 1280px) 600px, 50vw" className="relative" imageClassName="h-auto w-full" badge={side.label}
            badgeClassName={`rounded-full px-2 py-0.5 text-xs font-bold sm:px-3 sm:py-1 sm:text-sm uppercase tracking-wide shadow ${i === 0 ? 'bg-white text-slate-800' : 'bg-emerald-100 text-emerald-900'}`} />
          <figcaption className="p-3 text-xs leading-5 text-muted sm:p-5 sm:text-sm sm:leading-6">
            <span className="font-semibold text-fg">{uiCopy.illustration}:</span> {side.caption}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
