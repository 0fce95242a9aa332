/**
 * Technology section media: the twelve cavitation gallery images and their
 * placeholder, video posters, the two short process videos (WebM + MP4, drawn
 * frame by frame from SVG and encoded with ffmpeg), CBG feedstock and crop
 * photos' stand-ins, a client logo, and the biomass valorization brochure (a
 * real PDF built with pdf-lib from src/content/technology-biomass.ts).
 *
 *   npm run media -- technology
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { company, formatAddress } from '../../../src/content/company';
import { basisTag } from '../../../src/content/facts';
import {
  biomassBenefits,
  biomassClient,
  biomassHero,
  biomassIntro,
  biomassStats,
  brochure,
  productTypes,
} from '../../../src/content/technology-biomass';
import { Art } from '../art';
import { BRAND_FONT, publicDir, svgToPng, writeImage, writePublic } from '../lib';
import { biomassScene, pretreatmentScene } from '../scenes/videos';


// The twelve cavitation gallery pictures and their fallback are scenes in
// generators/scenes.ts (tools/media/scenes/cavitation.ts).

// ---------------------------------------------------------------- videos

const VW = 960;
const VH = 540;
const FPS = 24;
const SECONDS = 10;


/** A frame of a process animation at time t, drawn by a scene of scenes/videos.ts. */
function artFrame(scene: (a: Art, t: number) => void): (t: number) => string {
  return (t) => {
    const a = new Art(1000, (1000 * VH) / VW);
    scene(a, t);
    return a.svg(VW, VH);
  };
}

const pretreatmentFrame = artFrame(pretreatmentScene);
const biomassFrame = artFrame(biomassScene);

async function renderVideo(name: string, frame: (t: number) => string, posterAt: number, posterPath: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `video-${name}-`));
  try {
    const total = FPS * SECONDS;
    for (let i = 0; i < total; i++) {
      const svg = frame(i / FPS);
      await sharp(await svgToPng(svg)).png({ compressionLevel: 1 }).toFile(path.join(dir, `f${String(i).padStart(4, '0')}.png`));
    }
    const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(dir, 'f%04d.png')];
    const mp4 = path.join(publicDir, 'videos/technology', `${name}.mp4`);
    const webm = path.join(publicDir, 'videos/technology', `${name}.webm`);
    mkdirSync(path.dirname(mp4), { recursive: true });
    execFileSync('ffmpeg', [...input, '-c:v', 'libx264', '-preset', 'slow', '-crf', '28', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', mp4]);
    execFileSync('ffmpeg', [...input, '-c:v', 'libvpx-vp9', '-fflags', '+bitexact', '-b:v', '0', '-crf', '46', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '4', '-pix_fmt', 'yuv420p', '-an', webm]);
    for (const file of [mp4, webm]) {
      const size = statSync(file).size;
      if (size >= 500 * 1024) throw new Error(`${file} is ${size} bytes, over the 500 KB limit`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // The poster is a frame of the film and an LCP candidate: encoded a little harder so the
  // labelled drawing stays under the bytes of the first release's posters (15-17 KB).
  await writeImage(frame(posterAt), posterPath, { width: VW, height: VH }, { quality: 60, preset: 'picture' });
}

// ---------------------------------------------------------------- photos' stand-ins

export async function generatePhotos() {

  // The feedstock and field pictures and the hydrogen video's poster are scenes in generators/scenes.ts.
  // The client's mark has no ground of its own (transparent): the page sets it on a plate, off-white
  // in dark mode, and a white ground in the file would show as a white box on that plate.
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120">
<text x="16" y="50" font-family="${BRAND_FONT}" font-size="34" font-weight="800" fill="#14532d">Krishna Valley</text>
<text x="18" y="78" font-family="${BRAND_FONT}" font-size="15" fill="#334155" letter-spacing="3">SUGAR COOPERATIVE</text>
<path d="M0 102 Q 90 88 180 102 T 360 102 V 120 H 0 Z" fill="#38bdf8"/>
<path d="M300 96 C 296 70 300 40 308 14 M318 96 C 318 70 322 44 330 20 M336 96 C 338 74 342 52 350 32" stroke="#166534" stroke-width="6" fill="none" stroke-linecap="round"/></svg>`;
  await writeImage(logo, 'images/technology/client-logo.webp', { width: 360, height: 120 });
}

// ---------------------------------------------------------------- brochure (PDF)

/** Standard PDF fonts only encode WinAnsi: replace the few characters they cannot. */
function pdfText(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[₀-₉]/g, (c) => String(c.charCodeAt(0) - 0x2080))
    .replace(/→/g, '->')
    .replace(/[^\x20-\x7e\u00a0-\u00ff–—•…€]/g, '');
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const words = pdfText(text).split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > maxWidth && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const GREEN = rgb(0.016, 0.47, 0.34);
const DARK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const SOFT = rgb(0.82, 0.98, 0.9);

async function generateBrochure() {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfText(brochure.title));
  doc.setAuthor(company.name);
  doc.setSubject('Biomass valorization: products, benefits and results');
  doc.setKeywords(['biomass valorization', 'biofuels', 'biochemicals', 'biofertilizers', 'biomaterials']);
  doc.setCreator(`${company.shortName} website (tools/media/generators/technology.ts)`);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2025-01-01T00:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const A4: [number, number] = [595.28, 841.89];
  const M = 56;
  const contentW = A4[0] - 2 * M;

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - M;

  const footer = (p: PDFPage, n: number) => {
    p.drawLine({ start: { x: M, y: 44 }, end: { x: A4[0] - M, y: 44 }, thickness: 0.5, color: MUTED });
    p.drawText(pdfText(`${company.name} · ${company.email} · ${company.phones.primary.display}`), { x: M, y: 30, size: 8.5, font: regular, color: MUTED });
    p.drawText(`Page ${n}`, { x: A4[0] - M - regular.widthOfTextAtSize(`Page ${n}`, 8.5), y: 30, size: 8.5, font: regular, color: MUTED });
  };
  const newPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - M;
  };
  const heading = (text: string, size = 18) => {
    y -= size + 6;
    page.drawText(pdfText(text), { x: M, y, size, font: bold, color: GREEN });
    y -= 10;
  };
  const paragraph = (text: string, size = 10.5, indent = 0, font = regular, color = DARK) => {
    for (const line of wrap(text, font, size, contentW - indent)) {
      y -= size * 1.45;
      page.drawText(line, { x: M + indent, y, size, font, color });
    }
    y -= size * 0.6;
  };

  // Cover band with the video poster as a picture.
  const posterJpg = await sharp(path.join(publicDir, 'images/technology/biomass-video-poster.webp')).resize(960, 540).jpeg({ quality: 70 }).toBuffer();
  const poster = await doc.embedJpg(posterJpg);
  const bandH = 250;
  page.drawRectangle({ x: 0, y: A4[1] - bandH, width: A4[0], height: bandH, color: rgb(0.024, 0.306, 0.231) });
  page.drawText(pdfText(company.name.toUpperCase()), { x: M, y: A4[1] - 60, size: 10, font: bold, color: SOFT });
  const titleLines = wrap(brochure.title, bold, 28, contentW);
  titleLines.forEach((line, i) => page.drawText(line, { x: M, y: A4[1] - 110 - i * 34, size: 28, font: bold, color: rgb(1, 1, 1) }));
  wrap(biomassHero.subtitle, regular, 11.5, contentW).forEach((line, i) =>
    page.drawText(line, { x: M, y: A4[1] - 120 - titleLines.length * 34 - i * 16, size: 11.5, font: regular, color: SOFT }),
  );
  y = A4[1] - bandH - 16;
  const picW = contentW;
  const picH = (picW * 540) / 960;
  page.drawImage(poster, { x: M, y: y - picH, width: picW, height: picH });
  y -= picH + 8;

  // Stats row.
  const boxW = (contentW - 3 * 10) / 4;
  y -= 62;
  biomassStats.forEach((stat, i) => {
    const x = M + i * (boxW + 10);
    page.drawRectangle({ x, y, width: boxW, height: 58, color: SOFT });
    const value = `${stat.value}${stat.suffix ?? ''}`;
    page.drawText(value, { x: x + 10, y: y + 30, size: 18, font: bold, color: GREEN });
    // The figure's tag, as on the page ("Measured, 2024"), above its number.
    if (stat.basis) page.drawText(basisTag(stat.basis).toUpperCase(), { x: x + 10, y: y + 47, size: 6, font: bold, color: MUTED });
    wrap(stat.label, regular, 8.5, boxW - 16).forEach((line, k) => page.drawText(line, { x: x + 10, y: y + 16 - k * 10, size: 8.5, font: regular, color: DARK }));
  });
  y -= 4;
  heading(biomassIntro.title, 15);
  for (const p of biomassIntro.paragraphs) paragraph(p);
  footer(page, 1);

  // Page 2: products.
  newPage();
  heading(productTypes.title);
  for (const product of productTypes.items) {
    y -= 8;
    page.drawRectangle({ x: M, y: y - 4, width: 4, height: 18, color: GREEN });
    page.drawText(pdfText(product.title), { x: M + 12, y, size: 13, font: bold, color: DARK });
    y -= 6;
    paragraph(product.description, 10.5, 12);
    paragraph(`Examples: ${product.examples.join(', ')}.`, 9.5, 12, regular, MUTED);
  }
  y -= 8;
  heading(biomassBenefits.title);
  for (const benefit of biomassBenefits.items) {
    y -= 4;
    page.drawText(pdfText(benefit.title), { x: M, y: y - 10, size: 11, font: bold, color: DARK });
    y -= 12;
    paragraph(benefit.description, 10, 0, regular, MUTED);
  }
  footer(page, 2);

  // Page 3: client story and contact.
  newPage();
  heading(biomassClient.title);
  const logoPng = await sharp(path.join(publicDir, biomassClient.logo.src.slice(1))).png().toBuffer();
  const logo = await doc.embedPng(logoPng);
  y -= 66;
  page.drawImage(logo, { x: M, y, width: 180, height: 60 });
  y -= 8;
  paragraph(`"${biomassClient.quote}"`, 12, 0, regular, DARK);
  paragraph(`- ${biomassClient.person}, ${biomassClient.role}, ${biomassClient.dateLabel}`, 10, 0, bold, MUTED);
  y -= 10;
  heading('How a project works', 15);
  const steps = [
    'Send us a sample of your residue. Our laboratory measures its composition, moisture, ash, lignin and biogas potential.',
    'We propose the most valuable conversion route and an outline of equipment, yields and costs.',
    'Pilot trials confirm the yields on your material before any large investment.',
    'We design, build and help operate the plant, and support you in selling its products.',
  ];
  steps.forEach((step, i) => {
    page.drawText(`${i + 1}.`, { x: M, y: y - 14.5, size: 10.5, font: bold, color: GREEN });
    paragraph(step, 10.5, 18);
  });
  y -= 16;
  page.drawRectangle({ x: M, y: y - 120, width: contentW, height: 120, color: SOFT });
  page.drawText('Talk to us', { x: M + 18, y: y - 30, size: 16, font: bold, color: GREEN });
  const contactLines = [
    company.name,
    formatAddress(),
    `Phone: ${company.phones.primary.display}   E-mail: ${company.email}`,
    `Hours: ${company.businessHours.map((h) => `${h.label} ${h.display}`).join('; ')}`,
  ];
  contactLines.forEach((line, i) => page.drawText(pdfText(line), { x: M + 18, y: y - 52 - i * 16, size: 10, font: i === 0 ? bold : regular, color: DARK }));
  footer(page, 3);

  const expectedPages = Number(/(\d+) pages/.exec(brochure.meta)?.[1]);
  if (doc.getPageCount() !== expectedPages) throw new Error(`brochure has ${doc.getPageCount()} pages but content says "${brochure.meta}"`);
  const bytes = await doc.save({ useObjectStreams: true });
  writePublic(brochure.href.slice(1), bytes);
}

export async function generate(): Promise<void> {
  await generatePhotos();
  await renderVideo('pretreatment-process', pretreatmentFrame, 3.2, 'images/technology/pretreatment-process-poster.webp');
  await renderVideo('biomass-valorization', biomassFrame, 7.5, 'images/technology/biomass-video-poster.webp');
  await generateBrochure();
  // Sanity check: the brochure starts like a PDF.
  if (!readFileSync(path.join(publicDir, brochure.href.slice(1))).subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error('brochure is not a PDF');
}
