/** The default Open Graph image (a scene from the illustration system with the name on it) and the logo used in structured data. */
import { company } from '../../../src/content/company';
import { Art } from '../art';
import { BRAND_FONT, escapeXml, writeImage } from '../lib';
import { more } from '../scenes/more';

export async function generate() {
  const w = 1200;
  const h = 630;
  const art = new Art(1200, 630);
  more['og-default']!(art);
  art.add(`<rect x="60" y="150" width="760" height="290" rx="24" fill="#0f3b36" opacity="0.92"/>
<text x="100" y="240" font-family="${BRAND_FONT}" font-weight="bold" font-size="64" fill="#ffffff">${escapeXml(company.shortName)}</text>
<text x="100" y="310" font-family="${BRAND_FONT}" font-size="30" fill="#d1fae5">Green hydrogen · CBG · Biomass · Waste</text>
<text x="100" y="380" font-family="${BRAND_FONT}" font-size="26" fill="#a7f3d0">${escapeXml(company.tagline)}</text>`);
  await writeImage(art.svg(w, h), 'images/og/default.jpg', { width: w, height: h });
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="512" height="512"><circle cx="16" cy="16" r="15" fill="#047857"/><path d="M16 6c-5 5-7 9-7 12a7 7 0 0 0 14 0c0-3-2-7-7-12Z" fill="#fff"/><path d="M16 13v12M16 19l-3-3M16 22l3-3" stroke="#047857" stroke-width="1.6" fill="none" stroke-linecap="round"/></svg>`;
  await writeImage(logo, 'images/brand/logo.png', { width: 512, height: 512 });
}
