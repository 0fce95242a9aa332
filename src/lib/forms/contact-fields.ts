/**
 * The contact form's fields and options, without the validation library, so the
 * page can render and wire the form without loading Zod (the schema in
 * contact-schema.ts is loaded when the visitor submits).
 */
/** The first group of "Service Interested In" options, in the order shown (decisions.md "Contact form services"). */
export const serviceOptions = [
  'Research & Development',
  'Biogas Plant Construction',
  'Technology Integration',
  'Operations & Maintenance',
  'Energy Consulting',
  'Training & Capacity Building',
  'General Inquiry',
  'Partnership Opportunity',
] as const;
/**
 * What the site's own pages offer, beyond the spec's eight and the laboratory tests: each page's
 * call to action opens the form with its own one chosen (`contactHref`).
 */
export const projectServiceOptions = [
  'CBG plant for a mill, dairy or farmer group',
  'City waste to CBG',
  'Pretreatment trial',
  'Biomass valorization',
  'Hydrogen: trial cylinders from our pilot',
  'Hydrogen from your own waste',
  'Waste management',
] as const;
export const servicePlaceholder = 'Select a service';

/**
 * The contact form's address with `service` (an option's English name) chosen: the form reads the
 * query in the browser (contact-form.tsx), so /contact itself stays a static page.
 */
export function contactHref(service: string): string {
  return `/contact?service=${encodeURIComponent(service)}`;
}

export const contactFields = ['firstName', 'lastName', 'email', 'phone', 'company', 'service', 'message'] as const;
