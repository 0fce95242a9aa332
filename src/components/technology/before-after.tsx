import Image from 'next/image';

type Side = {
  label: string;
  caption: string;
  image: { src: string; alt: string; width: number; height: number };
};

/** A before/after comparison shown side by side (stacked on phones), each with a caption. */
export function BeforeAfter({ before, after }: { before: Side; after: Side }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {[before, after].map((side, i) => (
        <figure key={side.label} className="overflow-hidden rounded-2xl border border-border bg-bg shadow-sm" data-reveal>
          <div className="relative">
            <Image
              src={side.image.src}
              alt={side.image.alt}
              width={side.image.width}
              height={side.image.height}
              sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
              className="h-auto w-full"
            />
            <span
              className={`absolute left-4 top-4 rounded-full px-3 py-1 text-sm font-bold uppercase tracking-wide shadow ${
                i === 0 ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'
              }`}
            >
              {side.label}
            </span>
          </div>
          <figcaption className="p-5 text-sm leading-6 text-muted">
            {side.caption}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
