/**
 * The public origin of the site, used for canonical URLs, Open Graph,
 * the XML sitemap and the RSS feed. Read at build time (pages are static).
 * An empty SITE_URL counts as unset, as in src/server/env.ts and the build's
 * warning (tools/production/csp-hashes.mjs): an empty origin would make every
 * absolute URL relative and the mails' Message-IDs unparsable.
 */
export const siteUrl = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

export const defaultDescription = 'Your trusted partner in renewable energy solutions.';

export const defaultKeywords = [
  'renewable energy',
  'CBG',
  'compressed biogas',
  'green energy production',
  'waste reduction',
  'clean energy',
  'bio refinery',
  'super food and nutraceuticals',
  'carbon sequestration',
  'sustainable waste management',
  'hydrogen production',
];
