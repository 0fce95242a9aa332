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
import {
  biomassBenefits,
  biomassClient,
  biomassHero,
  biomassIntro,
  biomassStats,
  brochure,
  productTypes,
} from '../../../src/content/technology-biomass';
import { escapeXml, hashSeed, publicDir, seededRandom, standInPhoto, writeImage, writePublic } from '../lib';

const FONT = 'DejaVu Sans, sans-serif';

// The twelve cavitation gallery pictures and their fallback are scenes in
// generators/scenes.ts (scripts/media/scenes/cavitation.ts).

// ---------------------------------------------------------------- videos

const VW = 960;
const VH = 540;
const FPS = 24;
const SECONDS = 10;

function label(x: number, y: number, text: string, size = 22, anchor = 'middle', fill = '#ffffff'): string {
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${fill}">${escapeXml(text)}</text>`;
}

/** Pre-treatment line: slurry through a venturi, bubbles collapse, flow to the digester. */
function pretreatmentFrame(t: number, poster = false): string {
  const rnd = seededRandom(42);
  const cy = 300;
  let s = `<rect width="${VW}" height="${VH}" fill="url(#bg)"/>`;
  s += label(VW / 2, 60, 'Hydrodynamic cavitation pre-treatment', 30);
  // feed hopper
  s += `<path d="M60 150 H220 L180 250 H100 Z" fill="#a16207" stroke="#fde68a" stroke-width="3"/>`;
  s += label(140, 135, 'Biomass feed', 18);
  // pipe with venturi
  s += `<path d="M140 ${cy - 36} H 380 L 450 ${cy - 12} H 490 L 600 ${cy - 36} H 740 V ${cy + 36} H 600 L 490 ${cy + 12} H 450 L 380 ${cy + 36} H 140 Z" fill="#1e293b" fill-opacity="0.6" stroke="#e2e8f0" stroke-width="3"/>`;
  s += `<rect x="140" y="250" width="80" height="${cy - 250 - 36}" fill="#a16207" opacity="0.7"/>`;
  s += label(470, cy + 80, 'Cavitation zone', 18, 'middle', '#a5f3fc');
  // particles flowing
  for (let i = 0; i < 60; i++) {
    const speed = 60 + rnd() * 40;
    const phase = rnd() * 600;
    const x = 150 + ((phase + t * speed) % 590);
    const narrow = x > 380 && x < 600 ? Math.max(0.33, 1 - Math.min(Math.abs(x - 470) / 110, 1) * 0.67) : 1;
    const y = cy + (rnd() - 0.5) * 56 * narrow;
    s += `<circle cx="${x}" cy="${y}" r="3.5" fill="#f59e0b"/>`;
  }
  // bubbles that grow after the throat and collapse
  for (let i = 0; i < 40; i++) {
    const phase = rnd();
    const p = (t * 0.9 + phase) % 1;
    const x = 490 + p * 200;
    const y = cy + (rnd() - 0.5) * (20 + p * 40);
    const r = p < 0.7 ? 2 + p * 12 : Math.max(0, 10.4 * (1 - (p - 0.7) / 0.3));
    if (r > 0.3) s += `<circle cx="${x}" cy="${y}" r="${r}" fill="#e0f2fe" fill-opacity="0.3" stroke="#e0f2fe" stroke-width="1.5"/>`;
    if (p > 0.9) s += `<circle cx="${x}" cy="${y}" r="${6 + (p - 0.9) * 140}" fill="none" stroke="#fef08a" stroke-opacity="${1 - (p - 0.9) * 10}" stroke-width="2"/>`;
  }
  // digester
  s += `<rect x="760" y="190" width="150" height="220" rx="20" fill="#0f766e" stroke="#99f6e4" stroke-width="3"/><path d="M760 215 A 75 50 0 0 1 910 215" fill="#14b8a6" stroke="#99f6e4" stroke-width="3"/>`;
  for (let i = 0; i < 14; i++) {
    const phase = rnd();
    const p = (t * 0.4 + phase) % 1;
    s += `<circle cx="${780 + rnd() * 110}" cy="${400 - p * 170}" r="${3 + rnd() * 4}" fill="#ccfbf1" fill-opacity="0.8"/>`;
  }
  s += label(835, 440, 'Digester', 18);
  s += label(835, 152, 'Biogas', 16, 'middle', '#a7f3d0');
  // progress bar
  if (!poster) s += `<rect x="60" y="490" width="840" height="8" rx="4" fill="#ffffff" fill-opacity="0.2"/><rect x="60" y="490" width="${(840 * t) / SECONDS}" height="8" rx="4" fill="#34d399"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VW}" height="${VH}" viewBox="0 0 ${VW} ${VH}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#064e3b"/><stop offset="1" stop-color="#0c4a6e"/></linearGradient></defs>${s}</svg>`;
}

/** Biorefinery: bales on a conveyor into a reactor, four product streams light up in turn. */
function biomassFrame(t: number, poster = false): string {
  const rnd = seededRandom(99);
  let s = `<rect width="${VW}" height="${VH}" fill="url(#bg)"/>`;
  s += label(VW / 2, 60, 'Biomass valorization', 30);
  // conveyor
  s += `<rect x="40" y="330" width="300" height="14" rx="7" fill="#94a3b8"/>`;
  for (let i = 0; i < 7; i++) s += `<circle cx="${60 + i * 45}" cy="337" r="5" fill="#475569"/>`;
  s += `<clipPath id="belt"><rect x="40" y="280" width="300" height="60"/></clipPath>`;
  for (let i = 0; i < 4; i++) {
    const x = 40 + ((i * 90 + t * 45) % 360) - 60;
    s += `<g clip-path="url(#belt)"><rect x="${x}" y="290" width="54" height="40" rx="6" fill="#ca8a04" stroke="#fde68a" stroke-width="2"/><line x1="${x + 18}" y1="290" x2="${x + 18}" y2="330" stroke="#fde68a" stroke-width="2"/><line x1="${x + 36}" y1="290" x2="${x + 36}" y2="330" stroke="#fde68a" stroke-width="2"/></g>`;
  }
  s += label(190, 380, 'Residue in', 18);
  // reactor
  const glow = 0.5 + 0.5 * Math.sin(t * 3);
  s += `<rect x="360" y="190" width="200" height="240" rx="24" fill="#0f766e" stroke="#99f6e4" stroke-width="3"/><circle cx="460" cy="290" r="${46 + glow * 8}" fill="#34d399" fill-opacity="${0.25 + glow * 0.25}"/>`;
  s += label(460, 232, 'Conversion', 20);
  s += label(460, 460, 'Biorefinery', 18);
  // outputs
  const products = [
    { name: 'Biofuels', colour: '#f59e0b' },
    { name: 'Biochemicals', colour: '#38bdf8' },
    { name: 'Biofertilizers', colour: '#84cc16' },
    { name: 'Biomaterials', colour: '#e879f9' },
  ];
  products.forEach((p, i) => {
    const y = 150 + i * 90;
    const active = t >= 1.5 + i * 1.5;
    s += `<path d="M560 310 C 620 310, 620 ${y + 22}, 680 ${y + 22}" fill="none" stroke="${p.colour}" stroke-width="4" stroke-opacity="${active ? 0.9 : 0.25}"/>`;
    if (active) {
      for (let k = 0; k < 3; k++) {
        const q = (t * 0.8 + k / 3 + rnd() * 0.01) % 1;
        const x = 560 + q * 120;
        const yy = 310 + (y + 22 - 310) * (3 * q * q - 2 * q * q * q);
        s += `<circle cx="${x}" cy="${yy}" r="5" fill="${p.colour}"/>`;
      }
    }
    s += `<rect x="680" y="${y}" width="230" height="44" rx="22" fill="${active ? p.colour : '#334155'}" fill-opacity="${active ? 0.9 : 0.6}"/>`;
    s += label(795, y + 29, p.name, 20, 'middle', active ? '#0f172a' : '#cbd5e1');
  });
  if (!poster) s += `<rect x="60" y="490" width="840" height="8" rx="4" fill="#ffffff" fill-opacity="0.2"/><rect x="60" y="490" width="${(840 * t) / SECONDS}" height="8" rx="4" fill="#34d399"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VW}" height="${VH}" viewBox="0 0 ${VW} ${VH}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#14532d"/><stop offset="1" stop-color="#1e3a5f"/></linearGradient></defs>${s}</svg>`;
}

async function renderVideo(name: string, frame: (t: number, poster?: boolean) => string, posterAt: number, posterPath: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `video-${name}-`));
  try {
    const total = FPS * SECONDS;
    for (let i = 0; i < total; i++) {
      const svg = frame(i / FPS);
      await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toFile(path.join(dir, `f${String(i).padStart(4, '0')}.png`));
    }
    const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(dir, 'f%04d.png')];
    const mp4 = path.join(publicDir, 'videos/technology', `${name}.mp4`);
    const webm = path.join(publicDir, 'videos/technology', `${name}.webm`);
    mkdirSync(path.dirname(mp4), { recursive: true });
    execFileSync('ffmpeg', [...input, '-c:v', 'libx264', '-preset', 'slow', '-crf', '28', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', mp4]);
    execFileSync('ffmpeg', [...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '46', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '4', '-pix_fmt', 'yuv420p', '-an', webm]);
    for (const file of [mp4, webm]) {
      const size = statSync(file).size;
      if (size >= 500 * 1024) throw new Error(`${file} is ${size} bytes, over the 500 KB limit`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await writeImage(frame(posterAt, true), posterPath, { width: VW, height: VH });
}

// ---------------------------------------------------------------- photos' stand-ins

export async function generatePhotos() {

  // The feedstock and field pictures and the hydrogen video's poster are scenes in generators/scenes.ts.
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120">
<rect width="360" height="120" fill="#ffffff"/>
<text x="16" y="50" font-family="Georgia, 'DejaVu Serif', serif" font-size="34" font-weight="bold" fill="#14532d">Krishna Valley</text>
<text x="18" y="78" font-family="${FONT}" font-size="15" fill="#334155" letter-spacing="3">SUGAR COOPERATIVE</text>
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
  doc.setCreator(`${company.shortName} website (scripts/media/generators/technology.ts)`);
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
  paragraph(`- ${biomassClient.attribution}`, 10, 0, bold, MUTED);
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
