/**
 * Blog covers, from the posts in content/blog/. A post whose picture is its
 * default file (/images/blog/post-{id}.webp, written as `cover` or left out)
 * gets a drawing: its hand-drawn scene when `handDrawn` names one for its file
 * name, otherwise one drawn from its category and seeded by its id and title
 * (scenes/covers.ts). A post whose `cover` names another file brings its own
 * picture and is left alone. `npm run media -- covers` redraws them all;
 * tools/media/covers.ts, run by `npm run build`, draws only missing ones.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defaultCoverPath } from '../../../src/content/collections/covers';
import { loadContent } from '../../../src/content/collections/load';
import { hashSeed, publicDir, writeImage } from '../lib';
import { blogScenes } from '../scenes/blog';
import { categoryCover } from '../scenes/covers';
import { more } from '../scenes/more';
import { render, type Slot } from './scenes';

const BLOG = { width: 1200, height: 630 };

/** Posts (by file name in content/blog/) drawn by hand in scenes/more.ts (the first five) or scenes/blog.ts. */
const handDrawn: Record<string, string> = {
  'how-much-water-does-green-hydrogen-need': 'blog-hydrogen-water',
  'inside-a-50-tons-per-day-waste-to-energy-plant': 'blog-fifty-ton',
  'our-roadmap-to-carbon-neutral-by-2050': 'blog-roadmap',
  'circular-economy-in-indian-agriculture': 'blog-circular',
  'bmp-testing-before-you-build-a-cbg-plant': 'blog-bmp',
  'cavitation-pre-treatment-of-paddy-straw': 'blog-cavitation-straw',
  'hydrogen-from-food-waste-what-our-dark-fermentation-rigs-show': 'blog-dark-fermentation',
};

export type CoverSlot = Slot & { post: string };

/** One slot per post that shows a drawn cover. Reads content/ without checking that the pictures exist (they are what is drawn here). */
export function coverSlots(): CoverSlot[] {
  const root = path.resolve(__dirname, '..', '..', '..', 'content');
  const { posts } = loadContent({ root });
  return posts
    .filter((post) => post.imageUrl === defaultCoverPath(post.id))
    .map((post) => {
      const scene = handDrawn[post.slug];
      const draw = (scene && (more[scene] ?? blogScenes[scene])) || categoryCover(post.category, hashSeed(`${post.id}:${post.title}`));
      return { file: post.imageUrl.slice(1), size: BLOG, draw, post: `content/blog/${post.slug}.md` };
    });
}

export async function generate(): Promise<void> {
  for (const slot of coverSlots()) await writeImage(render(slot), slot.file, slot.size);
}

/** Draws the covers whose file is not there yet; returns what it drew. */
export async function generateMissing(): Promise<CoverSlot[]> {
  const missing = coverSlots().filter((slot) => !existsSync(path.join(publicDir, slot.file)));
  for (const slot of missing) await writeImage(render(slot), slot.file, slot.size);
  return missing;
}
