/**
 * The pictures of the service cards (/services, /services/contract-and-rd): their files
 * (public/images/services, drawn by tools/media at 640 × 400) and the slot each is drawn in.
 * Both grids have two columns from 640 px: a card is about 600 px wide at 1280 and half the
 * window below; the whole window less its margins on a phone. A featured card (a row of its
 * own) shows its picture as an inset in its half, capped at the file's width.
 * `sizes` must not name a slot smaller than the drawn picture, or the browser takes the file
 * for a smaller picture and a 2× screen fetches one too small (tests/e2e/pictures.spec.ts).
 */
export const SERVICE_PICTURE = { width: 640, height: 400, sizes: '(min-width: 1280px) 600px, (min-width: 640px) 50vw, 100vw' } as const;
