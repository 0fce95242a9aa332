import Link from '@/components/ui/local-link';
import { company, formatAddress, listedPhones, whatsappContact } from '@/content/company';
import { footerColumns } from '@/content/navigation';
import { uiCopy } from '@/content/ui';
import { LogoMark } from './site-header';
import { SocialIcon } from './social-icon';
import { FoldChevron } from '@/components/ui/fact-detail';

export function SiteFooter() {
  // Below sm, pb-16 (4rem) leaves room for the WhatsApp quick action (whatsapp-quick-action.tsx: 48 px,
  // 8 px from the corner) under the last line.
  return (
    <footer className="border-t border-border bg-surface pb-16 text-fg sm:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_3fr] lg:px-8">
        <div className="space-y-4">
          <Link href="/" className="inline-flex items-center gap-2 text-lg font-bold">
            <LogoMark />
            {company.shortName}
          </Link>
          <p className="max-w-sm text-sm leading-6 text-muted">{company.blurb}</p>
          <address className="space-y-2 text-sm not-italic leading-6">
            <p>{formatAddress()}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3">
              {listedPhones.map((phone) => (
                <div key={phone.e164} className="contents">
                  <dt className="text-muted">{phone.label}</dt>
                  <dd>
                    <a className="hover:text-brand hover:underline" href={`tel:${phone.e164}`}>
                      {phone.display}
                    </a>
                  </dd>
                </div>
              ))}
                <div className="contents">
                <dt className="text-muted">{whatsappContact.label}</dt>
                <dd>
                  <a href={whatsappContact.href} className="hover:text-brand hover:underline">
                    {whatsappContact.display}
                  </a>
                </dd>
              </div>
            </dl>
            <p>
              <a className="hover:text-brand hover:underline" href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </p>
          </address>
        </div>
        {/* On a phone each column of links is folded behind its name (a native disclosure, as ui/phone-fold.tsx),
            so the footer under every page is a few lines, not a screen of links; the contact lines above stay
            open. From 48rem the columns stand open under their headings (the `footer-column-title` rule in
            globals.css shows the heading where the browser can open the fold by CSS). */}
        <div className="grid border-t border-border md:grid-cols-3 md:gap-8 md:border-0">
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title} className="border-b border-border md:border-0">
              <h2 className="footer-column-title text-sm font-semibold uppercase tracking-wide">{column.title}</h2>
              <details className="phone-fold group">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 text-sm font-semibold uppercase tracking-wide [&::-webkit-details-marker]:hidden">
                  {column.title}
                  <FoldChevron className="size-4 text-muted" />
                </summary>
                <ul className="pb-3 text-sm md:mt-2 md:pb-0">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link className="inline-block py-1 text-muted hover:text-brand hover:underline" href={link.href}>
                        {link.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </nav>
          ))}
          <div className="max-md:pt-6">
            <h2 className="text-sm font-semibold uppercase tracking-wide">{uiCopy.footer.followUs}</h2>
            {/* Wraps at 320 px, where three 44 px buttons are wider than half the footer. */}
            <ul className="mt-3 flex flex-wrap gap-2">
              {company.social.map((social) => (
                <li key={social.href}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-border text-muted hover:border-brand hover:text-brand"
                  >
                    <SocialIcon kind={social.kind} />
                    <span className="sr-only">{`${social.name} ${uiCopy.newTab}`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-muted sm:px-6 lg:px-8">
          © {company.copyrightYear} {company.name}. {uiCopy.footer.rights}
        </p>
      </div>
    </footer>
  );
}
