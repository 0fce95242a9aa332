/**
 * Data for the static map preview behind the contact page's click-to-load map
 * (drawn by `npm run media` into public/images/contact/map-preview.webp). The
 * office pin comes from company.address.geo; the rest are approximate
 * positions of neighbourhoods, the Mula river and the highway, enough for a
 * visitor to place the office before loading the real map.
 */
import { translatable } from './i18n';
export const mapPreview = translatable('map-preview.mapPreview', {
  src: '/images/contact/map-preview.webp',
  width: 960,
  height: 540,
  alt: 'Schematic map of west Pune with a pin on our office in Baner, beside the Mumbai-Bengaluru highway and the Mula river',
  /**
   * The area the frame must show (it is centred on it and widened to 16:9). Centred east and
   * south of the office, so the pin stands in the upper left quarter, clear of the facade's
   * "Load map" button, which sits at the bottom of the frame.
   */
  bounds: { west: 73.765, east: 73.925, south: 18.478, north: 18.608 },
  pinLabel: 'Our office, Baner',
  places: [
    { name: 'Hinjewadi', latitude: 18.591, longitude: 73.738 },
    { name: 'Wakad', latitude: 18.599, longitude: 73.765 },
    { name: 'Balewadi', latitude: 18.577, longitude: 73.779 },
    { name: 'Aundh', latitude: 18.562, longitude: 73.809 },
    { name: 'Pashan', latitude: 18.538, longitude: 73.799 },
    { name: 'Bavdhan', latitude: 18.515, longitude: 73.78 },
    { name: 'Kothrud', latitude: 18.505, longitude: 73.812 },
    { name: 'Shivajinagar', latitude: 18.531, longitude: 73.847 },
    { name: 'Pune Station', latitude: 18.528, longitude: 73.874 },
    { name: 'Vishrantwadi', latitude: 18.577, longitude: 73.879 },
    { name: 'Yerwada', latitude: 18.553, longitude: 73.888 },
    { name: 'Koregaon Park', latitude: 18.537, longitude: 73.904 },
    { name: 'Swargate', latitude: 18.501, longitude: 73.862 },
    { name: 'Hadapsar', latitude: 18.502, longitude: 73.93 },
  ],
  /** Lines as [latitude, longitude] points, west to east or north to south. */
  river: {
    name: 'Mula river',
    points: [
      [18.582, 73.69], [18.585, 73.725], [18.588, 73.745], [18.58, 73.77], [18.57, 73.785], [18.566, 73.8], [18.56, 73.815], [18.565, 73.83], [18.556, 73.845], [18.545, 73.855], [18.535, 73.862], [18.53, 73.885], [18.535, 73.92], [18.54, 73.97],
    ],
  },
  highway: {
    name: 'NH 48 Mumbai-Bengaluru',
    points: [
      [18.62, 73.755], [18.6, 73.763], [18.58, 73.771], [18.562, 73.776], [18.545, 73.781], [18.525, 73.786], [18.505, 73.8], [18.49, 73.808],
    ],
  },
  roads: [
    // Baner Road to University Circle; Ganeshkhind Road to Shivajinagar.
    [
      [18.563, 73.776], [18.559, 73.79], [18.556, 73.805], [18.548, 73.822], [18.54, 73.835], [18.531, 73.847], [18.528, 73.874],
    ],
    // Nagar Road east from the station side.
    [
      [18.528, 73.874], [18.545, 73.89], [18.552, 73.91], [18.56, 73.94],
    ],
    // Solapur Road: Swargate to Hadapsar.
    [
      [18.501, 73.862], [18.5, 73.89], [18.502, 73.93], [18.505, 73.96],
    ],
    // Paud Road: Bavdhan to Kothrud.
    [
      [18.515, 73.78], [18.508, 73.8], [18.505, 73.812], [18.51, 73.83], [18.52, 73.845],
    ],
  ],
  lakes: [{ name: 'Pashan Lake', latitude: 18.536, longitude: 73.787, rx: 0.006, ry: 0.003 }],
  hills: [{ name: 'Baner Hill', latitude: 18.553, longitude: 73.776, r: 0.006 }],
} as const);

/**
 * Projects a point onto the preview image (equirectangular: a degree of latitude is
 * 1/cos(latitude) times a degree of longitude on the ground; the bounds are fitted into
 * the frame and centred). Returns pixels of the width x height image and the scale in
 * pixels per degree of longitude. Used by the media script and by the tests.
 */
export function projectOnPreview(latitude: number, longitude: number): { x: number; y: number; scale: number } {
  const { width: W, height: H, bounds: b } = mapPreview;
  const k = Math.cos((((b.north + b.south) / 2) * Math.PI) / 180);
  const scale = Math.min(W / (b.east - b.west), (H * k) / (b.north - b.south));
  return {
    x: W / 2 + (longitude - (b.east + b.west) / 2) * scale,
    y: H / 2 - ((latitude - (b.north + b.south) / 2) * scale) / k,
    scale,
  };
}
