'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { VideoSpec } from '@/content/technology-pretreatment';

const noopSubscribe = () => () => {};

/** The player's words, in the page's language (`uiCopy.video` of src/content/ui.ts). */
type VideoCopy = { play: string; pause: string; loading: string; unsupported: string; failed: string };

/** A video as the content describes it (title: its accessible name; description: the text shown under it). */
type VideoPlayerProps = Omit<VideoSpec, 'description'> & { description?: string; className?: string; copy: VideoCopy };

type LoadState = 'loading' | 'ready' | 'error';

/**
 * The site's one video player: WebM and MP4 sources,
 * a poster, a loading placeholder until the video's data has loaded, and an
 * overlay button that toggles play and pause. Nothing autoplays; only metadata
 * is fetched until the visitor presses play.
 *
 * Without JavaScript the native controls are shown instead of the overlay
 * (the overlay and placeholder are hidden by the `js`-class rule).
 */
export function VideoPlayer({ title, mp4, webm, poster, width, height, description, className = '', copy }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // False in the server HTML and during hydration, true afterwards (native controls until then).
  const hydrated = useSyncExternalStore(noopSubscribe, () => true, () => false);
  const [load, setLoad] = useState<LoadState>('loading');
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // The metadata may have arrived (or failed) before hydration attached the listeners.
    queueMicrotask(() => {
      if (video.readyState >= HTMLMediaElement.HAVE_METADATA) setLoad('ready');
      else if (video.error || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) setLoad('error');
    });
  }, []);

  async function toggle() {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      try {
        await video.play();
      } catch {
        // Playback refused (e.g. unsupported source): leave it paused.
      }
    } else {
      video.pause();
    }
  }

  const label = playing ? copy.pause : copy.play;

  return (
    <figure className={className} data-video-player>
      <div
        className="relative overflow-hidden rounded-2xl border border-border bg-slate-900 shadow-lg"
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <video
          ref={videoRef}
          // Dimmed a step in dark mode like the scene pictures: the bright drawn poster was the
          // brightest thing on the dark page.
          className="art-image absolute inset-0 h-full w-full object-cover"
          width={width}
          height={height}
          poster={poster}
          preload="metadata"
          playsInline
          controls={!hydrated}
          aria-label={title}
          onLoadedMetadata={() => setLoad('ready')}
          onLoadedData={() => setLoad('ready')}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
        >
          <source src={webm} type="video/webm" />
          <source
            src={mp4}
            type="video/mp4"
            // The last source failing means no source could be used.
            onError={() => setLoad((s) => (s === 'ready' ? s : 'error'))}
          />
          {copy.unsupported}
        </video>

        {/* Loading placeholder: shown until the video's data arrives (hidden without JavaScript). */}
        {load === 'loading' && (
          <div
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-900/70 text-white [html:not(.js)_&]:hidden"
            role="status"
            data-video-placeholder
          >
            <div className="flex gap-2" aria-hidden="true">
              {[0, 1, 2].map((i) => (
                <span key={i} className="h-3 w-3 animate-bounce-dot rounded-full bg-emerald-300" style={{ animationDelay: `${i * 0.15}s` }} />
              ))}
            </div>
            <span className="text-sm font-medium">{copy.loading}</span>
          </div>
        )}

        {load === 'error' && (
          <div className="absolute inset-0 flex items-center justify-center bg-slate-900/85 p-6 text-center text-white" role="alert" data-video-error>
            <p className="max-w-sm text-sm">{copy.failed}</p>
          </div>
        )}

        {/* Play/pause overlay: covers the video, so a click anywhere toggles playback. */}
        {load !== 'error' && (
          <button
            type="button"
            onClick={toggle}
            aria-label={label}
            data-state={playing ? 'playing' : 'paused'}
            className={`group absolute inset-0 flex items-center justify-center focus-visible:outline-offset-[-6px] [html:not(.js)_&]:hidden ${
              playing ? 'bg-transparent' : 'bg-gradient-to-t from-black/45 via-black/10 to-transparent'
            }`}
          >
            <span
              className={`flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-emerald-800 shadow-xl ring-4 ring-white/30 transition duration-200 group-hover:scale-105 sm:h-20 sm:w-20 ${
                playing ? 'opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100' : 'opacity-100'
              }`}
              aria-hidden="true"
            >
              {playing ? (
                <svg viewBox="0 0 24 24" className="h-7 w-7 sm:h-8 sm:w-8" fill="currentColor">
                  <rect x="6" y="5" width="4" height="14" rx="1" />
                  <rect x="14" y="5" width="4" height="14" rx="1" />
                </svg>
              ) : (
                <svg viewBox="0 0 24 24" className="ml-1 h-7 w-7 sm:h-8 sm:w-8" fill="currentColor">
                  <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12-7.5a1 1 0 0 0 0-1.72l-12-7.5A1 1 0 0 0 7 4.5Z" />
                </svg>
              )}
            </span>
          </button>
        )}
      </div>
      {description && <figcaption className="mt-3 text-sm leading-6 text-muted">{description}</figcaption>}
    </figure>
  );
}
