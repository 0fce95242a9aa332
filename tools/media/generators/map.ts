/**
 * The static map preview behind the contact page's click-to-load map: west
 * Pune drawn from the coordinates in src/content/map-preview.ts, with the
 * office pin at company.address.geo, in the illustration palette.
 */
import { company } from '../../../src/content/company';
import { mapPreview as m, projectOnPreview } from '../../../src/content/map-preview';
import { C, INK } from '../art';
import { BRAND_FONT, escapeXml, writeImage } from '../lib';

export function mapSvg(): string {
  const { width: W, height: H, bounds: b } = m;
  // Equirectangular projection, shared with the tests (projectOnPreview).
  const k = Math.cos((((b.north + b.south) / 2) * Math.PI) / 180);
  const sx = projectOnPreview(b.north, b.west).scale;
  const x = (lon: number) => projectOnPreview(b.north, lon).x;
  const y = (lat: number) => projectOnPreview(lat, b.west).y;
  const line = (pts: readonly (readonly [number, number])[]) => pts.map(([la, lo], i) => `${i ? 'L' : 'M'}${x(lo).toFixed(1)} ${y(la).toFixed(1)}`).join(' ');
  const label = (px: number, py: number, t: string, size: number, fill: string, weight = 'normal') =>
    `<text x="${px}" y="${py}" font-family="${BRAND_FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle" paint-order="stroke" stroke="#e3ebe4" stroke-width="4">${escapeXml(t)}</text>`;
  const parts: string[] = [];
  parts.push(`<rect width="${W}" height="${H}" fill="#e3ebe4"/>`);
  // A faint grid, like a survey sheet.
  for (let gx = 0; gx < W; gx += 48) parts.push(`<path d="M${gx} 0 V ${H}" stroke="#d3ddd5" stroke-width="1"/>`);
  for (let gy = 0; gy < H; gy += 48) parts.push(`<path d="M0 ${gy} H ${W}" stroke="#d3ddd5" stroke-width="1"/>`);
  for (const h of m.hills) parts.push(`<circle cx="${x(h.longitude)}" cy="${y(h.latitude)}" r="${h.r * sx}" fill="#c7d8bf"/><circle cx="${x(h.longitude)}" cy="${y(h.latitude)}" r="${h.r * sx * 0.6}" fill="#b7cdae"/>`);
  for (const l of m.lakes) parts.push(`<ellipse cx="${x(l.longitude)}" cy="${y(l.latitude)}" rx="${l.rx * sx}" ry="${l.ry * sx}" fill="${C.blueLight}" stroke="${C.blue}" stroke-width="1.5"/>`);
  parts.push(`<path d="${line(m.river.points)}" fill="none" stroke="${C.blueLight}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`);
  for (const r of m.roads) parts.push(`<path d="${line(r)}" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><path d="${line(r)}" fill="none" stroke="#c9cfc4" stroke-width="1.5"/>`);
  parts.push(`<path d="${line(m.highway.points)}" fill="none" stroke="${INK}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/><path d="${line(m.highway.points)}" fill="none" stroke="${C.flame}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`);
  for (const p of m.places) parts.push(`<circle cx="${x(p.longitude)}" cy="${y(p.latitude)}" r="4" fill="${C.slate}"/>${label(x(p.longitude), y(p.latitude) - 10, p.name, 17, C.slate)}`);
  const hw = m.highway.points[1]!;
  parts.push(label(x(hw[1]) - 70, y(hw[0]) + 6, 'NH 48', 15, INK, 'bold'));
  const rv = m.river.points[7]!;
  parts.push(label(x(rv[1]) + 4, y(rv[0]) + 26, m.river.name, 14, C.blue));
  // The office pin.
  const { latitude, longitude } = company.address.geo;
  const px = x(longitude);
  const py = y(latitude);
  parts.push(`<ellipse cx="${px}" cy="${py}" rx="14" ry="5" fill="${INK}" opacity="0.3"/><path d="M${px} ${py} C ${px - 6} ${py - 14} ${px - 22} ${py - 26} ${px - 22} ${py - 42} a 22 22 0 0 1 44 0 C ${px + 22} ${py - 26} ${px + 6} ${py - 14} ${px} ${py} Z" fill="${C.teal}" stroke="${INK}" stroke-width="3"/><circle cx="${px}" cy="${py - 42}" r="8" fill="#ffffff"/>`);
  parts.push(`<rect x="${px + 30}" y="${py - 74}" width="${m.pinLabel.length * 10.5 + 24}" height="34" rx="8" fill="${INK}"/><text x="${px + 42}" y="${py - 51}" font-family="${BRAND_FONT}" font-size="17" font-weight="bold" fill="#ffffff">${escapeXml(m.pinLabel)}</text>`);
  // Scale bar: 2 km.
  const km = (2 / 111.32) * sx * 1 / k;
  parts.push(`<path d="M${W - 40 - km} ${H - 30} H ${W - 40}" stroke="${INK}" stroke-width="4"/><text x="${W - 40 - km / 2}" y="${H - 40}" font-family="${BRAND_FONT}" font-size="14" fill="${INK}" text-anchor="middle">2 km</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

export async function generate(): Promise<void> {
  await writeImage(mapSvg(), m.src.slice(1), { width: m.width, height: m.height });
}
