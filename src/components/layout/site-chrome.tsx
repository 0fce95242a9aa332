import type { ReactNode } from 'react';
import { company } from '@/content/company';
import { localHref, requestLocale } from '@/content/i18n';
import { contactCta, headerCopy, headerNav } from '@/content/navigation';
import { RevealObserver } from './reveal-observer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WhatsappQuickAction } from './whatsapp-quick-action';

/**
 * What every public page has around its content: the skip link, header, main and
 * footer, the WhatsApp quick action on phones and the reveal observer. The staff
 * workspace has none of it (src/app/staff/layout.tsx).
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  // The header is a client component: it gets its words as props, already in the page's language.
  const header = {
    locale: requestLocale(),
    shortName: company.shortName,
    home: localHref('/'),
    sitemap: localHref('/sitemap'),
    nav: headerNav,
    cta: contactCta,
    copy: headerCopy,
  };
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-brand font-semibold text-brand-fg shadow-lg outline-offset-4 focus:not-sr-only focus:fixed focus:left-3 focus:top-2.5 focus:px-5 focus:py-3"
      >
        {headerCopy.skipLink}
      </a>
      <SiteHeader {...header} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <WhatsappQuickAction />
      <RevealObserver />
    </>
  );
}
