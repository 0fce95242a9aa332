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
export const servicePlaceholder = 'Select a service';

export const contactFields = ['firstName', 'lastName', 'email', 'phone', 'company', 'service', 'message'] as const;
