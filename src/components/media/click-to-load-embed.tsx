import Image from 'next/image';
import type { ReactNode } from 'react';
import { fillTemplate } from '@/lib/format';
import { EmbedFacade } from './embed-facade';

/** The facade's words, in the page's language (`uiCopy.embed` and `uiCopy.newTab` of src/content/ui.ts). */
type EmbedCopy = { loadMap: string; playVideo: string; loaded: string; notice: string; openOn: string; newTab: string };

type ClickToLoadEmbedProps = {
  /** Title of the embedded content; names the iframe and the load button. */
  title: string;
  /**
   * The third-party iframe URL (use a privacy-enhanced domain where one exists).
   * Content that does not exist yet gets no facade at all: the page leaves it out.
   */
  src: string;
  /** A local poster image (never fetched from the third party). */
  posterSrc?: string;
  /** Who serves the content, e.g. "YouTube" or "OpenStreetMap". */
  providerName: string;
  /** CSS aspect ratio of the frame, e.g. "16 / 9" (default) or "4 / 3". */
  aspect?: string;
  /** What the embed is: picks the button wording and icon (default "video"). */
  kind?: 'video' | 'map';
  /** Optional link to the content on the provider's site (works without JavaScript). */
  externalHref?: string;
  className?: string;
  copy: EmbedCopy;
};

/**
 * A click-to-load facade for third-party iframes (videos, maps). Until the
 * visitor presses the button only a local poster is shown, so the page makes
 * no request to the third party and sets none of its cookies. After the click
 * the iframe replaces the poster and receives focus (embed-facade.tsx, the
 * client part; the poster, the button's face and the caption's link are rendered here).
 * Without JavaScript a button could load nothing: where the provider has a page of its
 * own, the control is a link to it instead, and the notice about pressing goes.
 */
export function ClickToLoadEmbed({
  title,
  src,
  posterSrc,
  providerName,
  aspect = '16 / 9',
  kind = 'video',
  externalHref,
  className = '',
  copy,
}: ClickToLoadEmbedProps) {
  const map = kind === 'map';
  const action = map ? copy.loadMap : copy.playVideo;
  // The poster and its shade sit under the control, once: the button (with script) or, without it, a link to the provider's page.
  const poster = (
    <>
      {posterSrc ? (
        <Image src={posterSrc} alt="" fill sizes="(min-width: 1024px) 896px, 100vw" className={`object-cover ${map ? 'dark:brightness-75' : 'art-image'}`} />
      ) : (
        <span aria-hidden="true" className="absolute inset-0 panel-brand" />
      )}
      <span
        aria-hidden="true"
        className={`absolute inset-0 bg-gradient-to-t transition-colors ${map ? 'from-black/70 via-black/10 via-40% to-transparent group-hover:from-black/60' : 'from-black/70 via-black/25 to-black/10 group-hover:from-black/60'}`}
      />
    </>
  );
  /** The control's icon and words; `marked` names the parts the tests measure (the button's, not the script-free link's). */
  const controlFace = (label: ReactNode, marked: boolean) => (
    <>
      <span
        aria-hidden="true"
        data-embed-action-icon={marked || undefined}
        className={`relative flex items-center justify-center rounded-full bg-white/95 text-emerald-800 shadow-xl ring-4 ring-white/30 transition-transform duration-200 group-hover:scale-105 ${map ? 'h-11 w-11 sm:h-16 sm:w-16' : 'h-16 w-16 sm:h-20 sm:w-20'}`}
      >
        {map ? (
          <svg viewBox="0 0 24 24" className="h-6 w-6 sm:h-8 sm:w-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
            <circle cx="12" cy="9.5" r="2.5" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" className="ml-1 h-8 w-8" fill="currentColor">
            <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12-7.5a1 1 0 0 0 0-1.72l-12-7.5A1 1 0 0 0 7 4.5Z" />
          </svg>
        )}
      </span>
      <span data-embed-action-label={marked || undefined} className={`relative px-4 text-center font-semibold drop-shadow ${map ? 'text-sm leading-5 sm:text-lg' : 'text-base sm:text-lg'}`}>
        {label}
      </span>
    </>
  );
  // A map's title repeats what its notice and the page around it say: on its face the action is enough.
  const face = controlFace(
    map ? (
      <>
        {action}
        <span className="sr-only">: {title}</span>
      </>
    ) : (
      <>
        {action}: {title}
      </>
    ),
    true,
  );
  const openOn = fillTemplate(copy.openOn, { provider: providerName });
  const controlClassName = `absolute inset-0 flex h-full w-full flex-col items-center text-white focus-visible:outline-offset-[-6px] ${
    // A map's preview has its pin to show: the control sits low, clear of the pin (map-preview.ts).
    map ? 'justify-end gap-2 pb-3 sm:gap-3 sm:pb-6' : 'justify-center gap-4'
  }`;
  return (
    <EmbedFacade
      title={title}
      src={src}
      aspect={aspect}
      poster={poster}
      face={face}
      buttonClassName={controlClassName}
      scriptless={
        // Without script the button could not load anything: the poster is a link to the provider's page instead,
        // a second way to the caption's link (so out of the tab order and hidden from assistive technology).
        externalHref && (
          <a href={externalHref} target="_blank" rel="noopener noreferrer" tabIndex={-1} aria-hidden="true" className={`no-js-only ${controlClassName}`}>
            {controlFace(openOn, false)}
          </a>
        )
      }
      notice={fillTemplate(copy.notice, { provider: providerName })}
      loadedNotice={fillTemplate(copy.loaded, { provider: providerName })}
      noticeId={`embed-notice-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
      external={
        externalHref && (
          <a
            href={externalHref}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-6 items-center font-medium text-accent underline-offset-2 hover:underline"
          >
            {openOn}
            <span className="sr-only"> {copy.newTab}</span>
          </a>
        )
      }
      className={className}
    />
  );
}
