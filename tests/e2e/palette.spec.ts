/**
 * One accent colour plus neutrals, and pictures that sit quietly on a dark page:
 * - on every page of the registry, light and dark, every gradient painted behind
 *   something (the closing panels, sheens, bars, veils) is drawn in the brand green
 *   or in neutrals: no sky, teal, violet or any other second hue;
 * - in dark mode the pictures of a scene (a partner's drawing) are dimmed a step,
 *   while the client marks and the plant map keep exactly their own colours.
 */
import type { Page } from '@playwright/test';
import { clientRows } from '../../src/content/clients';
import { collaborators } from '../../src/content/collaborators';
import { pageList, pages } from '../../src/content/pages';
import { expect, isPhone, test } from './fixtures';

/**
 * The brand green's hue in OKLCH is about 163°; Tailwind's emerald runs 160-173°, its teal
 * from 180° and sky from 220°. A colour with a chroma under 0.05 (the slate and green-greys
 * of the palette, black and white) reads as a neutral whatever its hue.
 */
const GREEN_HUES = [140, 178] as const;
const NEUTRAL_CHROMA = 0.05;

type Lch = { l: number; c: number; h: number; alpha: number; text: string };

/** Every colour of every gradient on the page (elements and their ::before/::after), as OKLCH. */
function gradientColours(page: Page): Promise<{ where: string; colours: Lch[] }[]> {
  return page.evaluate(() => {
    const srgbToLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    const fromOklab = (l: number, a: number, b: number, alpha: number, text: string) => ({ l, c: Math.hypot(a, b), h: ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360, alpha, text });
    const fromSrgb = (r: number, g: number, b: number, alpha: number, text: string) => {
      const [R, G, B] = [r, g, b].map(srgbToLinear) as [number, number, number];
      const l = Math.cbrt(0.4122214708 * R + 0.5363325363 * G + 0.0514459929 * B);
      const m = Math.cbrt(0.2119034982 * R + 0.6806995451 * G + 0.1073969566 * B);
      const s = Math.cbrt(0.0883024619 * R + 0.2817188376 * G + 0.6299787005 * B);
      return fromOklab(
        0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
        1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
        0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
        alpha,
        text,
      );
    };
    const num = (v: string | undefined, percentOf = 1) => (v === undefined || v === 'none' ? 0 : v.endsWith('%') ? (parseFloat(v) / 100) * percentOf : parseFloat(v));
    const parse = (text: string) => {
      const [, fn, body] = /^([a-z]+)\((.*)\)$/.exec(text) ?? [];
      if (!fn || body === undefined) return null;
      const [main, alphaPart] = body.includes('/') ? body.split('/') : [body, undefined];
      const parts = main!.replace(/,/g, ' ').trim().split(/\s+/);
      const alpha = alphaPart !== undefined ? num(alphaPart.trim()) : fn === 'rgba' || (fn === 'rgb' && parts.length === 4) ? num(parts[3]) : 1;
      if (fn === 'rgb' || fn === 'rgba') return fromSrgb(num(parts[0], 255) / 255, num(parts[1], 255) / 255, num(parts[2], 255) / 255, alpha, text);
      if (fn === 'color' && parts[0] === 'srgb') return fromSrgb(num(parts[1]), num(parts[2]), num(parts[3]), alpha, text);
      if (fn === 'oklab') return fromOklab(num(parts[0]), num(parts[1], 0.4), num(parts[2], 0.4), alpha, text);
      if (fn === 'oklch') return { l: num(parts[0]), c: num(parts[1], 0.4), h: num(parts[2]), alpha, text };
      return { l: 0, c: 1, h: -1, alpha, text: `${text} (colour not understood)` };
    };
    const found: { where: string; colours: ReturnType<typeof fromOklab>[] }[] = [];
    for (const el of document.querySelectorAll('body *')) {
      for (const pseudo of [null, '::before', '::after']) {
        const image = getComputedStyle(el, pseudo).backgroundImage;
        if (!image.includes('gradient')) continue;
        const colours = [...image.matchAll(/(?:rgba?|oklab|oklch|color)\([^()]*\)/g)].map((m) => parse(m[0])).filter((c) => c !== null && c.alpha > 0);
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 4).join('.')}${pseudo ?? ''}`;
        found.push({ where: name, colours: colours as ReturnType<typeof fromOklab>[] });
      }
    }
    return found;
  });
}

function secondHues(found: { where: string; colours: Lch[] }[]): string[] {
  return found.flatMap(({ where, colours }) =>
    colours
      .filter((c) => c.c >= NEUTRAL_CHROMA && (c.h < GREEN_HUES[0] || c.h > GREEN_HUES[1]))
      .map((c) => `${where}: ${c.text} (hue ${c.h.toFixed(0)}°, chroma ${c.c.toFixed(3)})`),
  );
}

test.describe.configure({ mode: 'parallel' });

test('the check can fail: a sky-blue gradient is caught, a green and slate one is not', async ({ page }) => {
  test.skip(isPhone(page), 'one width is enough');
  await page.setContent(
    '<div id="sky" style="background-image:linear-gradient(135deg,#064e3b,#0c4a6e)"></div>' +
      '<div id="teal" style="background-image:linear-gradient(135deg,rgb(19,78,74),oklch(38.6% 0.063 188.4))"></div>' +
      '<div id="ok" style="background-image:linear-gradient(135deg,#065f46,#0f172a 50%,rgba(0,0,0,0.7),transparent)"></div>',
  );
  const problems = secondHues(await gradientColours(page));
  expect(problems.some((p) => p.startsWith('div#sky'))).toBe(true);
  expect(problems.filter((p) => p.startsWith('div#teal'))).toHaveLength(2);
  expect(problems.filter((p) => p.startsWith('div#ok'))).toEqual([]);
});

for (const entry of pageList) {
  test(`${entry.path}: every gradient is brand green or neutral, light and dark`, async ({ page }) => {
    test.skip(isPhone(page), 'the palette does not change with the width');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto(entry.path, { waitUntil: 'load' });
      const found = await gradientColours(page);
      expect(secondHues(found), `${entry.path} (${colorScheme})`).toEqual([]);
    }
  });
}

test('in dark mode scene pictures are dimmed a step; client marks and the plant map are not', async ({ page }) => {
  const partner = collaborators[0]!;
  const filterOf = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).filter);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(pages.collaborations.path);
  expect(await filterOf(`img[alt="${partner.image.alt}"]`)).toBe('none');

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(pages.collaborations.path);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await filterOf(`img[alt="${partner.image.alt}"]`)).toMatch(/brightness\(0\.\d+\)/);

  await page.goto('/');
  for (const client of clientRows.flat().slice(0, 3)) expect(await filterOf(`#clients img[alt="${client.name}"]`), client.name).toBe('none');
  await page.goto(pages.projects.path);
  expect(await filterOf('#map svg[role="img"]')).toBe('none');
  expect(await filterOf('#map figure')).toBe('none');
});
