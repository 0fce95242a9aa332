/// <reference types="next/image-types/global" />
// (next-env.d.ts, which brings these declarations, is written by the build and not committed: a clean checkout type-checks before it builds.)
import 'server-only';
import type { StaticImageData } from 'next/image';
// Imported as a static asset: the build copies it to /_next/static/media/ under a name holding a
// hash of its content, served with a year-long immutable Cache-Control, so a page's `<use>`
// always names the file as it was built with.
import file from './outlines.svg';

/**
 * The address of a layer of the maps' outlines file (outline-layers.ts), for `<use href>`. The
 * path inside the `<use>` has no colour of its own: fill, stroke and their widths set on the
 * `<use>` or its group are inherited, so the site's light and dark colours apply as elsewhere.
 */
export const outline = (id: string) => `${(file as StaticImageData).src}#${id}`;
