import type { Metadata } from 'next';
import { ContactForm } from '@/components/forms/contact-form';
import { ContactInfo } from '@/components/forms/contact-info';
import { PageHero } from '@/components/layout/page-hero';
import { ClickToLoadEmbed } from '@/components/media/click-to-load-embed';
import { mapPreview } from '@/content/map-preview';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import Link from '@/components/ui/local-link';
import { Section } from '@/components/ui/section';
import { company, offices, whatsappContact } from '@/content/company';
import { contactContent, contactServiceChoices, openStreetMapEmbed, openStreetMapLink } from '@/content/contact';
import { formLanguage } from '@/content/form-messages';
import { pages } from '@/content/pages';
import { uiCopy } from '@/content/ui';
import { pageMetadata } from '@/content/metadata';
import { fillTemplate } from '@/lib/format';

export const generateMetadata = (): Metadata => pageMetadata(pages.contact);

export default function ContactPage() {
  const { latitude, longitude } = company.address.geo;
  const office = offices[0]!;
  return (
    <>
      <PageHero layout="listing" title={contactContent.hero.title} subtitle={contactContent.hero.subtitle} badge={contactContent.hero.badge} crumbs={<Breadcrumbs page={pages.contact} />} />
      {/* The form beside three doors and the numbers. On a phone the doors come first (a farmer or a
          municipal officer has a better way in than a blank message), then the form, then the numbers.
          On a phone the form is not a card: a border and its padding inside the page's margin left the
          fields 276 px of a 390 px screen. The WhatsApp button steps aside while a field has focus
          (globals.css), so the fields may run to the page's margin. */}
      <section aria-labelledby="contact-form-title" className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-12 lg:px-8">
        <div className="sm:rounded-2xl sm:border sm:border-border sm:bg-bg sm:p-8 sm:shadow-sm lg:row-span-2">
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
            {contactContent.form.title}
          </h2>
          <p className="mb-6 mt-2 text-muted">{contactContent.form.intro}</p>
          <ContactForm copy={contactContent.form} serviceGroups={contactServiceChoices()} {...formLanguage()} />
          {/* Beside the button: the way in for whoever would rather not write (no e-mail needed). */}
          <p className="mt-5 border-t border-border pt-4 text-sm text-muted">
            {contactContent.form.whatsappNote}{' '}
            <a href={whatsappContact.href} className="font-semibold text-brand underline-offset-4 hover:underline">
              {whatsappContact.action}
            </a>
          </p>
        </div>
          <nav aria-label={contactContent.form.routes.label} className="rounded-2xl border border-border bg-surface p-6 max-lg:order-first">
            <p className="text-sm font-semibold text-fg">{contactContent.form.routes.label}</p>
            <ul className="mt-3 grid gap-2">
              {contactContent.form.routes.items.map((route) => (
                <li key={route.href}>
                  <Link href={route.href} className="flex flex-col rounded-xl border border-border bg-bg px-4 py-3 transition-colors hover:border-brand">
                    <span className="text-xs font-medium text-muted">{route.who}</span>
                    <span className="mt-0.5 text-sm font-semibold text-brand">
                      {route.what} <span aria-hidden="true">→</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {/* A phone reaches the numbers only after the whole form (they follow it there): one tap row here. */}
            <p className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm lg:hidden">
              <a href={`tel:${company.phones.primary.e164}`} className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline">
                {fillTemplate(contactContent.form.routes.call, { phone: company.phones.primary.label })}
              </a>
              <a href={whatsappContact.href} className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline">
                {whatsappContact.action}
              </a>
            </p>
          </nav>
          <ContactInfo />
      </section>
      {/* One office (the spec's one city): its address beside its map, the only place on the page the address is printed. */}
      <Section id="offices" eyebrow={contactContent.offices.eyebrow} title={contactContent.offices.title} intro={contactContent.offices.intro} tone="tinted">
        <article aria-labelledby="office-city" className="grid overflow-hidden rounded-2xl border border-border bg-bg shadow-sm lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" data-reveal>
          <div className="p-6 sm:p-8">
            <h3 id="office-city" className="text-xl font-semibold">
              {office.city}
            </h3>
            <p className="mt-4 text-sm font-semibold text-muted">{contactContent.info.addressLabel}</p>
            <address className="mt-1 not-italic leading-7">{office.address}</address>
            <p className="mt-4 text-sm leading-6 text-muted">{contactContent.map.intro}</p>
          </div>
          <div id="map" className="border-t border-border p-4 sm:p-6 lg:border-l lg:border-t-0">
            <ClickToLoadEmbed
              kind="map"
              title={contactContent.map.frameTitle}
              src={openStreetMapEmbed(latitude, longitude)}
              providerName="OpenStreetMap"
              aspect="16 / 9"
              posterSrc={mapPreview.src}
              externalHref={openStreetMapLink(latitude, longitude)}
              copy={{ ...uiCopy.embed, newTab: uiCopy.newTab }}
            />
          </div>
        </article>
      </Section>
    </>
  );
}
