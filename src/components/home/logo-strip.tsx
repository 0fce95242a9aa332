import Image from 'next/image';
import { clientRows, type Client } from '@/content/clients';
import { logoStrip } from '@/content/home';

function LogoRow({ row, reverse }: { row: Client[]; reverse?: boolean }) {
  // Rendered twice: the track moves by -50 %, so the second copy takes the first's place seamlessly.
  const items = [...row, ...row];
  return (
    <div className="overflow-hidden py-2 [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:[mask-image:none]">
      <ul
        data-marquee-row
        className={`marquee-track flex w-max group-has-[input:checked]/strip:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:flex-wrap motion-reduce:justify-center ${
          reverse ? 'animate-marquee-reverse' : 'animate-marquee'
        }`}
      >
        {items.map((client, k) => {
          const copy = k >= row.length;
          return (
            <li key={`${client.id}-${copy ? 'b' : 'a'}`} aria-hidden={copy || undefined} className={`shrink-0 px-2.5 py-1 sm:px-3 ${copy ? 'motion-reduce:hidden' : ''}`}>
              {/* Each mark is the client's name set in one neutral grey that reads on the light page and the dark one: never recoloured, no white tile. */}
              <div className="flex h-20 w-60 items-center justify-center">
                <Image
                  src={client.logo}
                  alt={copy ? '' : client.name}
                  width={240}
                  height={80}
                  // At its native 240x80 (the file is drawn at twice that for sharp type): the small line stays readable.
                  className="h-20 w-60"
                  loading="eager"
                  fetchPriority="low"
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Client logos in two rows moving opposite ways (clients 1-15 and 16-24), paused on hover and for reduced motion. */
export function LogoStrip() {
  const l = logoStrip;
  return (
    <section id={l.id} aria-labelledby={`${l.id}-title`} className="group/strip py-20">
      <div className="mx-auto max-w-3xl px-4 text-center" data-reveal>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand">{l.eyebrow}</p>
        <h2 id={`${l.id}-title`} className="mt-2 text-balance text-2xl font-bold tracking-tight sm:text-3xl">
          {l.title}
        </h2>
      </div>
      <div className="mt-10 space-y-4">
        <LogoRow row={clientRows[0]} />
        <LogoRow row={clientRows[1]} reverse />
      </div>
      <div className="mt-6 flex justify-center motion-reduce:hidden">
        <label className="inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm text-muted">
          <input type="checkbox" className="size-4 accent-[var(--brand)]" />
          {l.pauseLabel}
        </label>
      </div>
    </section>
  );
}
