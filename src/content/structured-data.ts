import { absoluteUrl, siteUrl } from '@/lib/site';
import { company } from './company';

/** The company as schema.org Organization and LocalBusiness, for the home page. */
export function organizationJsonLd() {
  const a = company.address;
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'LocalBusiness'],
    '@id': `${siteUrl}/#organization`,
    name: company.name,
    alternateName: company.shortName,
    description: company.blurb,
    url: siteUrl,
    logo: absoluteUrl('/images/brand/logo.png'),
    image: absoluteUrl('/images/og/default.jpg'),
    email: company.email,
    telephone: company.phones.primary.e164,
    foundingDate: company.foundingDate,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${a.street}, ${a.locality}`,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: a.geo.latitude, longitude: a.geo.longitude },
    openingHoursSpecification: company.businessHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days,
      opens: h.opens,
      closes: h.closes,
    })),
    sameAs: company.social.map((s) => s.href),
    hasMap: `https://www.openstreetmap.org/?mlat=${a.geo.latitude}&mlon=${a.geo.longitude}#map=16/${a.geo.latitude}/${a.geo.longitude}`,
    areaServed: 'IN',
    slogan: company.tagline,
    knowsAbout: ['Green hydrogen', 'Compressed biogas', 'Biomass valorization', 'Waste management', 'Laboratory testing'],
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: company.phones.office.e164,
      email: company.email,
      contactType: 'customer service',
      areaServed: 'IN',
      availableLanguage: ['en', 'hi', 'mr'],
    },
  };
}
