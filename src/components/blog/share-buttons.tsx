'use client';

import { useState, useSyncExternalStore } from 'react';
import { fillTemplate } from '@/lib/format';

/** The words of the buttons, in the page's language (`uiCopy.share` and `uiCopy.newTab` of src/content/ui.ts). */
type ShareCopy = { share: string; shareOn: string; copyLink: string; copied: string; copyFailed: string; newTab: string };

type Props = { url: string; title: string; heading: string; copy: ShareCopy };

const noop = () => () => {};

/** Share links for the fallback (and the server HTML). Exported for tests of the URLs. */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'X', href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${u}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers or a denied permission: fall back to a selected textarea.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

const button =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-bg px-4 py-2 text-sm font-semibold text-fg transition-colors hover:border-brand hover:text-brand';

/**
 * Share a post: the Web Share API where the browser has it, otherwise (and without
 * JavaScript) LinkedIn, X and WhatsApp links plus "Copy link".
 */
export function ShareButtons({ url, title, heading, copy: words }: Props) {
  // false on the server and during hydration, so the fallback is what the HTML contains.
  const canShare = useSyncExternalStore(noop, () => typeof navigator.share === 'function', () => false);
  const [status, setStatus] = useState('');

  async function share() {
    try {
      await navigator.share({ title, url });
    } catch {
      // The visitor closed the share sheet: nothing to report.
    }
  }

  async function copy() {
    // The address the visitor is on: `url` is built from SITE_URL when the page is built, which may name another host.
    const ok = await copyText(window.location.href);
    setStatus(ok ? words.copied : words.copyFailed);
  }

  return (
    <section aria-labelledby="share-heading" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h2 id="share-heading" className="text-lg font-bold">
        {heading}
      </h2>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {canShare ? (
          <button type="button" onClick={share} className={button}>
            <ShareIcon />
            {words.share}
          </button>
        ) : (
          <>
            {shareLinks(url, title).map((link) => (
              <a key={link.name} href={link.href} target="_blank" rel="noopener noreferrer" className={button}>
                {fillTemplate(words.shareOn, { name: link.name })}
                <span className="sr-only"> {words.newTab}</span>
              </a>
            ))}
            {/* Needs JavaScript: hidden when scripts are off (the theme script adds .js to <html>). */}
            <button type="button" onClick={copy} className={`${button} [html:not(.js)_&]:hidden`}>
              <LinkIcon />
              {words.copyLink}
            </button>
          </>
        )}
      </div>
      {/* Takes no room until there is something to say ("Link copied"): the empty line it used to
          keep made the box look padded at the bottom. The region stays in the page, so it is announced. */}
      <p aria-live="polite" role="status" className="mt-3 min-h-6 text-sm font-medium text-success empty:m-0 empty:min-h-0">
        {status}
      </p>
    </section>
  );
}

function ShareIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
    </svg>
  );
}

function LinkIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  );
}
