import { CardMedia, type CardImage } from '@/components/ui/card-media';
import { uiCopy } from '@/content/ui';

type Side = {
  label: string;
  caption: string;
  image: CardImage;
};

/** A before/after comparison shown side by side (stacked on phones), each with a caption. */
export function BeforeAfter({ before, after }: { before: Side; after: Side }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {[before, after].map((side, i) => (
        <figure key={side.label} className="overflow-hidden rounded-2xl border border-border bg-bg shadow-sm" data-reveal>
          <CardMedia image={side.image} sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw" className="relative" imageClassName="h-auto w-full" badge={side.label}
            badgeClassName={`rounded-full px-3 py-1 text-sm font-bold uppercase tracking-wide shadow ${i === 0 ? 'bg-white text-slate-800' : 'bg-emerald-100 text-emerald-900'}`} />
          <figcaption className="p-5 text-sm leading-6 text-muted">
            <span className="font-semibold text-fg">{uiCopy.illustration}:</span> {side.caption}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
