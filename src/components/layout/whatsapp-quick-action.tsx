import { whatsappContact } from '@/content/company';

/**
 * WhatsApp as a quick action on phones: a plain link (no script) in a round button fixed at the
 * bottom corner, so a visitor reaches it from any public page without scrolling to the footer.
 * Shown below the `sm` breakpoint only; wider screens have the number in the header's reach and the
 * footer. It sits under the header (z-50), so the open mobile menu covers it, and the footer keeps
 * room below its last line (site-footer.tsx) so the button never hides content.
 * It is 48 px (the touch-target size, no larger) and sits 8 px from the corner, inside the
 * safe area: on a 390 px phone it reaches over the last few characters of a text line only. While a
 * form passes the bottom of the screen it steps aside (globals.css), so it never sits on a select's
 * chevron or a field's edge; at the top of a page it is always shown.
 */
export function WhatsappQuickAction() {
  // The frame holds the corner; globals.css hides it while a form passes under it, and the button inside shows whenever the page is at its top.
  return (
    <div data-quick-action-frame className="fixed bottom-[calc(env(safe-area-inset-bottom)+0.5rem)] right-[calc(env(safe-area-inset-right)+0.5rem)] z-40 size-12 sm:hidden print:hidden">
      <a
        href={whatsappContact.href}
        aria-label={whatsappContact.action}
        title={whatsappContact.action}
        data-quick-action="whatsapp"
        className="inline-flex size-12 items-center justify-center rounded-full bg-brand text-brand-fg shadow-lg ring-1 ring-black/10 hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {/* A speech bubble with a handset: chat by phone, drawn here so no third-party asset loads. */}
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M3.5 20.5l1.3-4.1A8.5 8.5 0 1 1 8 19.4z" />
          <path d="M9.2 8.6c.2-.5.5-.6.8-.6h.5c.2 0 .4.1.5.4l.6 1.5c.1.2 0 .5-.1.6l-.5.6c.5 1 1.3 1.8 2.3 2.3l.6-.5c.2-.2.4-.2.6-.1l1.5.6c.3.1.4.3.4.5v.5c0 .3-.1.6-.6.8-.7.3-1.6.3-2.6-.2a8 8 0 0 1-3.8-3.8c-.5-1-.5-1.9-.2-2.6z" />
        </svg>
      </a>
    </div>
  );
}
