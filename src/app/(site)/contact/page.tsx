import type { Metadata } from 'next';
import { ContactForm } from '@/components/forms/contact-form';
import { ContactInfo } from '@/components/forms/contact-info';
import { PageHero } from '@/components/layout/page-hero';
import { ClickToLoadEmbed } from '@/components/media/click-to-load-embed';
import { mapPreview } from '@/content/map-preview';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Section } from '@/components/ui/section';
import { company, offices } from '@/content/company';
import { contactContent, contactServiceChoices, openStreetMapEmbed, openStreetMapLink } from '@/content/contact';
import { formLanguage } from '@/content/form-messages';
import { pages } from '@/content/pages';
import { uiCopy } from '@/content/ui';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.contact);

export default function ContactPage() {
  const { latitude, longitude } = company.address.geo;
  return (
    <>
      <Breadcrumbs page={pages.contact} />
      <PageHero title={contactContent.hero.title} subtitle={contactContent.hero.subtitle} badge={contactContent.hero.badge} particles={false} />
      <section aria-labelledby="contact-form-title" className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
        <ContactInfo />
        <div className="rounded-2xl border border-border bg-bg p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
            {contactContent.form.title}
          </h2>
          <p className="mb-6 mt-2 text-muted">{contactContent.form.intro}</p>
          <ContactForm copy={contactContent.form} serviceGroups={contactServiceChoices()} {...formLanguage()} />
        </div>
      </section>
      <Section id="offices" eyebrow={contactContent.offices.eyebrow} title={contactContent.offices.title} intro={contactContent.offices.intro} tone="tinted">
        <ul className="mx-auto grid max-w-3xl gap-6" role="list">
          {offices.map((office) => (
            <li key={office.city} className="rounded-2xl border border-border bg-bg p-6" data-reveal>
              <h3 className="text-xl font-semibold">{office.city}</h3>
              <address className="mt-2 not-italic text-muted">{office.address}</address>
              <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                <span className="inline-flex min-h-6 items-center gap-2">
                  <span className="text-muted">{office.phone.label}</span>
                  <a href={`tel:${office.phone.e164}`} className="text-accent underline-offset-2 hover:underline">
                    {office.phone.display}
                  </a>
                </span>
                <a href={`mailto:${office.email}`} className="inline-flex min-h-6 items-center text-accent underline-offset-2 hover:underline">
                  {office.email}
                </a>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="map" title={contactContent.map.title} intro={contactContent.map.intro}>
        <div className="mx-auto max-w-4xl">
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
      </Section>
    </>
  );
}
