import type { BlogCategory } from './types';

/**
 * A post without `cover` in its frontmatter gets the picture at this path, which
 * the build draws from the post's category when the file is missing
 * (tools/media/covers.ts). A real picture saved under the same name replaces it.
 */
export function defaultCoverPath(id: number): string {
  return `/images/blog/post-${id}.webp`;
}

/**
 * The alt text of a drawn cover (a post without `coverAlt`): what every drawing
 * of that category shows, whatever its seed (tools/media/scenes/covers.ts
 * draws them; keep the two in step).
 */
export const categoryCoverAlt: Record<BlogCategory, string> = {
  'Hydrogen Energy': 'Illustration of a hydrogen electrolyser container and storage spheres beside solar panels and a wind turbine',
  Sustainability: 'Illustration of wind turbines, solar panels, a biogas digester and trees on open land',
  'Waste Management': 'Illustration of a waste-to-energy plant: a receiving shed, a waste truck, digesters and a gas holder',
  'Circular Economy': 'Illustration of a field with straw bales and a farm biogas digester, joined by arrows from field to gas and back to the soil',
};
