import 'server-only';
import { watch } from 'node:fs';
import path from 'node:path';
import { ContentError, loadContent } from './load';
import type { Content } from './types';

export type * from './types';
export { blogCategories } from './schemas';

/**
 * The site's content/ folder, read once per server process. During `next build`
 * that is when pages are prerendered, so a malformed file stops the build with a
 * ContentError naming the file and field. The files are read from the working
 * directory, which is the project root for `next build`, `next dev` and `npm start`.
 */
const options = { root: path.join(process.cwd(), 'content'), publicDir: path.join(process.cwd(), 'public') };

let current: Content | undefined;
const refreshers: (() => void)[] = [];

function content(): Content {
  if (!current) {
    current = loadContent(options);
    if (process.env.NODE_ENV === 'development') watchForEdits();
  }
  return current;
}

/**
 * In development the editor (and people) change files while the server runs:
 * reload them and update the exported arrays in place, so the next request
 * renders the new text. A file that does not pass the check is reported in the
 * terminal and the last good content stays.
 */
function watchForEdits() {
  let timer: NodeJS.Timeout | undefined;
  const reload = () => {
    try {
      current = loadContent(options);
      for (const refresh of refreshers) refresh();
    } catch (error) {
      console.error(error instanceof ContentError ? error.message : error);
    }
  };
  try {
    watch(options.root, { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(reload, 100);
    }).unref();
  } catch (error) {
    console.warn(`Not watching ${options.root} for edits: ${String(error)}`);
  }
}

/**
 * An array picked from the content (e.g. all posts). It is the array the content
 * modules export; in development it is refilled in place after an edit.
 */
export function liveArray<T>(pick: (content: Content) => readonly T[]): T[] {
  const array = [...pick(content())];
  refreshers.push(() => array.splice(0, array.length, ...pick(content())));
  return array;
}
