'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

type EmbedFacadeProps = {
  /** Names the iframe. */
  title: string;
  src: string;
  aspect: string;
  /** The local poster under the control, and the button's face (icon, words), rendered by the server (click-to-load-embed.tsx). */
  poster: ReactNode;
  face: ReactNode;
  /** The control without JavaScript, if there is one (a link to the provider's page): shown in the button's place then. */
  scriptless?: ReactNode;
  /** Classes of the button: where its face sits. */
  buttonClassName: string;
  /** The caption's notice before and after loading, already in the page's language. */
  notice: string;
  loadedNotice: string;
  noticeId: string;
  /** The caption's link to the provider's site, if any (works without JavaScript). */
  external: ReactNode;
  className: string;
};

/**
 * The one interactive part of a click-to-load embed: a button that, pressed, becomes the
 * third-party iframe and gives it focus. Everything that does not change is rendered on the
 * server and handed in, so this component's code stays small.
 */
export function EmbedFacade({ title, src, aspect, poster, face, scriptless, buttonClassName, notice, loadedNotice, noticeId, external, className }: EmbedFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (loaded) frameRef.current?.focus();
  }, [loaded]);

  return (
    <figure className={className} data-embed-facade data-embed-loaded={loaded ? 'true' : 'false'}>
      {/* A group: the poster's shade and the control's icon answer a hover anywhere on the frame. */}
      <div className="group relative overflow-hidden rounded-2xl border border-border bg-slate-900 shadow-lg" style={{ aspectRatio: aspect }}>
        {loaded ? (
          <iframe
            ref={frameRef}
            src={src}
            title={title}
            className="absolute inset-0 h-full w-full border-0"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            {poster}
            <button type="button" onClick={() => setLoaded(true)} aria-describedby={noticeId} className={`${scriptless ? 'js-only' : ''} ${buttonClassName}`}>
              {face}
            </button>
            {scriptless}
          </>
        )}
      </div>
      <figcaption id={noticeId} className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm leading-6 text-muted">
        {/* The notice is about pressing the button: it goes with the button when a link stands in for it. */}
        <span className={scriptless ? 'js-only' : undefined}>{loaded ? loadedNotice : notice}</span>
        {external}
      </figcaption>
    </figure>
  );
}
