import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { calculatorCopy } from '@/content/calculator';
import { formatFigure, type CalculatorData, type rounded } from '@/lib/calculator';
import { fillTemplate } from '@/lib/format';

type Copy = typeof calculatorCopy;

/**
 * The estimate as a one-page A4 PDF: the same rounded figures as the page. The
 * standard Helvetica font needs no file but knows only Windows-1252 characters,
 * so the few others in the copy are spelt out (₹ → INR, CO₂ → CO2).
 */
function latin(text: string): string {
  return text
    .replace(/₹/g, 'INR ')
    .replace(/₂/g, '2')
    .replace(/≤/g, '<=')
    .replace(/−/g, '-')
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2026\u20AC]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of latin(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function calculatorPdf({ copy, data, result, pageUrl, companyName }: {
  copy: Copy;
  data: CalculatorData;
  result: ReturnType<typeof rounded>;
  pageUrl: string;
  companyName: string;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${copy.pdf.title} | ${companyName}`);
  pdf.setAuthor(companyName);
  pdf.setCreator(companyName);
  // A fixed date: the same question gives the same file, as the API gives the same answer.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const page: PDFPage = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.12, 0.14);
  const muted = rgb(0.38, 0.42, 0.46);
  const margin = 50;
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;

  const text = (value: string, options: { font?: PDFFont; size?: number; color?: typeof ink; x?: number; gap?: number } = {}) => {
    const size = options.size ?? 10;
    for (const line of wrap(value, options.font ?? regular, size, width - ((options.x ?? margin) - margin))) {
      page.drawText(line, { x: options.x ?? margin, y, size, font: options.font ?? regular, color: options.color ?? ink });
      y -= size * 1.35;
    }
    y -= options.gap ?? 4;
  };

  text(companyName, { size: 9, color: muted });
  text(copy.pdf.title, { font: bold, size: 20, gap: 10 });
  text(copy.pdf.inputs, { font: bold, size: 11 });
  for (const f of result.inputs.feedstocks) text(`${data.feedstocks.find((x) => x.id === f.id)?.name ?? f.id}: ${formatFigure(f.tonnesPerDay)} t/day`, { gap: 0 });
  y -= 10;

  const columns = [margin, margin + 240, margin + 330, margin + 420];
  const row = (cells: string[], font: PDFFont) => {
    cells.forEach((cell, i) => {
      const value = latin(cell);
      const x = i === 0 ? columns[0]! : columns[i]! + 70 - font.widthOfTextAtSize(value, 10);
      page.drawText(value, { x, y, size: 10, font, color: ink });
    });
    y -= 16;
  };
  const r = copy.result;
  row([r.columns.figure, r.columns.low, r.columns.typical, r.columns.high], bold);
  page.drawLine({ start: { x: margin, y: y + 11 }, end: { x: margin + width, y: y + 11 }, thickness: 0.5, color: muted });
  for (const key of ['biogasNm3PerDay', 'methaneNm3PerDay', 'cbgKgPerDay', 'cbgTonnesPerDay', 'manureTonnesPerDay', 'revenueInrPerYear', 'co2eTonnesPerYear'] as const) {
    const figure = result[key];
    const k = r.displayScale[key] ?? 1;
    row([`${r.figures[key].label} (${r.figures[key].unit})`, formatFigure(figure.low * k), formatFigure(figure.typical * k), formatFigure(figure.high * k)], regular);
  }
  y -= 10;
  const span = (range: { low: number; high: number }) => `${formatFigure(range.low)}–${formatFigure(range.high)}`;
  text(r.plantTitle, { font: bold, size: 11 });
  text(fillTemplate(r.plant, { digester: span(result.plant.digesterM3), cascades: `${Math.round(result.plant.cascadesPerDay.low)}–${Math.round(result.plant.cascadesPerDay.high)}`, vs: formatFigure(result.volatileSolidsTonnesPerDay) }));
  text(fillTemplate(r.revenueNote, { days: result.inputs.operatingDays, cbgPrice: formatFigure(result.inputs.cbgPriceInrPerKg), manurePrice: formatFigure(result.inputs.manurePriceInrPerTonne) }), { color: muted });
  text(r.caveat, { color: muted, gap: 10 });
  text(copy.cta.title, { font: bold, size: 11 });
  text(copy.cta.text, { gap: 10 });
  text(copy.pdf.assumptionsNote, { color: muted });
  text(pageUrl, { color: muted, size: 9 });
  return pdf.save();
}
