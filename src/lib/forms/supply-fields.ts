/**
 * The supply enquiry's fields (the /feedstock form), without the validation
 * library, so the page renders and wires the form without loading Zod (the
 * schema in supply-schema.ts loads when the visitor submits).
 */
export const supplyFields = ['name', 'phone', 'email', 'village', 'district', 'feedstock', 'tonnes', 'month'] as const;
export type SupplyField = (typeof supplyFields)[number];

/** Approximate tonnes a supply enquiry may name: at least one bale's worth, at most a season of a large mill. */
export const TONNES_RANGE = { min: 0.1, max: 100_000 } as const;

/** Largest supply enquiry body (JSON, urlencoded or multipart) in bytes: eight short fields. */
export const SUPPLY_MAX_BODY_BYTES = 16 * 1024;
