import { notFound } from 'next/navigation';

/**
 * Any address that matches no public page lands here and gets the English tree's
 * not-found page (`../not-found.tsx`) inside the site's header and footer, with
 * HTTP 404. The root `src/app/not-found.tsx` stays a bare document: it is part of
 * every page's hydration payload, and only addresses outside the public tree reach it.
 */
export default function MissingPage(): never {
  notFound();
}
