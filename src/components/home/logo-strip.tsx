import Image from 'next/image';
import Link from '@/components/ui/local-link';
import { clientLink, clientLinksCopy } from '@/content/client-links';
import { clientRows, type Client } from '@/content/clients';
import { logoStrip } from '@/content/home';

function Mark({ client, copy }: { client: Client; copy: boolean }) {
  return (
    <Image
      src={client.logo}
      alt={copy ? '' : client.name}
      width={240}
      height={80}
      // At its native 240x80 (the file is drawn at twice that for sharp type): the small line stays readable.
      // Standing still on a phone (reduced motion), two abreast and scaled down: one a line was 24 lines.
      className="h-20 w-60 max-sm:motion-reduce:h-auto max-sm:motion-reduce:w-full"
      loading="eager"
      fetchPriority="low"
    />
  );
}

/** A small arrow in the corner of a mark that links to its story (the intro says what it means); the link's outline makes the corner it sits in. */
function LinkCue() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="absolute right-1.5 top-1.5 size-3.5 text-brand" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 11 11 5M6 5h5v5" />
    </svg>
  );
}

function LogoRow({ row, reverse }: { row: Client[]; reverse?: boolean }) {
  // Rendered twice: the track moves by -50 %, so the second copy takes the first's place seamlessly.
  const items = [...row, ...row];
  return (
    <div className="overflow-hidden py-2 [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:[mask-image:none]">
      {/* A focused link stops its row at the start (not merely paused mid-way, where the link
          could sit half behind the edge); the browser then scrolls each next link into view. */}
      <ul
        data-marquee-row
        className={`marquee-track flex w-max focus-within:animate-none group-has-[input:checked]/strip:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:flex-wrap motion-reduce:justify-center ${
          reverse ? 'animate-marquee-reverse' : 'animate-marquee'
        }`}
      >
        {items.map((client, k) => {
          const copy = k >= row.length;
          const link = clientLink(client);
          return (
            <li key={`${client.id}-${copy ? 'b' : 'a'}`} aria-hidden={copy || undefined} className={`shrink-0 px-2.5 py-1 max-sm:motion-reduce:w-1/2 max-sm:motion-reduce:px-1.5 sm:px-3 ${copy ? 'motion-reduce:hidden' : ''}`}>
              {/* Each mark is the client's name set in one neutral grey that reads on the light page and the dark one: never recoloured, no white tile.
                  Every mark sits in the same outlined box, linked or not, so the row reads even (on the dark page a row of boxed and bare
                  marks looked uneven); a link is told by its corner arrow, which the intro names, and by its hover. */}
              {link ? (
                <Link
                  href={link.href}
                  // The copy is hidden from assistive technology, so it leaves the tab order too.
                  tabIndex={copy ? -1 : undefined}
                  aria-label={copy ? undefined : clientLinksCopy.linkLabels[link.kind].replace('{name}', client.name)}
                  data-client-link={copy ? undefined : link.kind}
                  className="relative flex h-20 w-60 max-sm:motion-reduce:h-auto max-sm:motion-reduce:w-full items-center justify-center rounded-xl ring-1 ring-inset ring-border transition-colors hover:bg-brand-soft hover:ring-brand focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
                >
                  <Mark client={client} copy={copy} />
                  <LinkCue />
                </Link>
              ) : (
                <div className="flex h-20 w-60 max-sm:motion-reduce:h-auto max-sm:motion-reduce:w-full items-center justify-center rounded-xl ring-1 ring-inset ring-border">
                  <Mark client={client} copy={copy} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Client logos in two rows moving opposite ways (clients 1-15 and 16-24), paused on hover,
 * on focus and for reduced motion. A client the site tells the story of links to it
 * (src/content/client-links.ts); plain links, so they work without JavaScript.
 */
export function LogoStrip() {
  const l = logoStrip;
  return (
    <section id={l.id} aria-labelledby={`${l.id}-title`} className="group/strip py-12 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center" data-reveal>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand">{l.eyebrow}</p>
        <h2 id={`${l.id}-title`} className="mt-2 text-balance text-2xl font-bold tracking-tight sm:text-3xl">
          {l.title}
        </h2>
        <p className="mt-3 text-pretty text-muted">{clientLinksCopy.intro}</p>
      </div>
      <div className="mt-6 space-y-4 sm:mt-10">
        <LogoRow row={clientRows[0]} />
        <LogoRow row={clientRows[1]} reverse />
      </div>
      <div className="mt-6 flex justify-center motion-reduce:hidden">
        {/* A pill with the hero's pause mark (two bars, a play triangle once paused), so it reads as a control of
            the strip above rather than a stray form field. Still a checkbox, so it works without JavaScript:
            hidden but focusable, its focus ring drawn on the pill. */}
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-bg px-4 text-sm text-muted transition-colors hover:border-brand hover:text-fg has-[:checked]:border-brand has-[:checked]:text-fg has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-(--accent)">
          <input type="checkbox" className="peer sr-only" />
          <span aria-hidden="true" className="grid size-6 place-items-center rounded-full bg-fg text-bg peer-checked:hidden">
            <svg viewBox="0 0 16 16" className="size-3" fill="currentColor"><rect x="3.5" y="3" width="3" height="10" rx="0.75" /><rect x="9.5" y="3" width="3" height="10" rx="0.75" /></svg>
          </span>
          <span aria-hidden="true" className="hidden size-6 place-items-center rounded-full bg-brand text-brand-fg peer-checked:grid">
            <svg viewBox="0 0 16 16" className="size-3" fill="currentColor"><path d="M5 3.2v9.6a.6.6 0 0 0 .9.5l7.6-4.8a.6.6 0 0 0 0-1L5.9 2.7a.6.6 0 0 0-.9.5Z" /></svg>
          </span>
          {l.pauseLabel}
        </label>
      </div>
    </section>
  );
}
