/**
 * Every picture is drawn for its frame and shown at or below its native size, on
 * every page of the registry and every blog post, at both widths (the two
 * projects: 1280 and 390 px), measured at a device pixel ratio of 1:
 *  - no <img> is rendered larger than the pixels of the file the browser chose,
 *    which would show a small picture stretched;
 *  - no <img> is shown in a frame of another aspect ratio than its own, whether
 *    the frame crops it (object-fit: cover) or squeezes it (fill).
 *  - no <img> is drawn wider than the slot its `sizes` names: the browser picks
 *    the file for that slot, so a slot named too small lets it fetch a file smaller
 *    than the picture it draws. The first rule only sees the file this browser
 *    happened to fetch: contract R&D's cards named a 400 px slot and were drawn
 *    559-594 px wide, and passed because the srcset had no file between 390 and
 *    640 px (the browser itself reported the pictures as 400 px wide);
 * SVG files scale without loss, so they are held to the aspect rule only.
 * Films count as pictures: no <video> is shown larger than its frames (the home
 * hero is as wide as the window, so its films must be at least as wide as a
 * 1280 px screen). On a phone the hero shows portrait posters and no film; the
 * rules above hold them to their portrait frame.
 */
import { posts } from '../../src/content/blog';
import { pageList } from '../../src/content/pages';
import { expect, layOutWholePage, test } from './fixtures';

const paths = [...pageList.map((p) => p.path), ...posts.map((post) => `/blogs/${post.id}`)];

/** Rounding of layout to whole pixels; anything beyond is a real stretch or crop. */
const SIZE_SLACK_PX = 1;
const ASPECT_SLACK = 0.02;
/** A slot may be a round figure a little under the drawn width ("600px" for a 607 px card). */
const SLOT_SLACK = 0.05;

test.use({ deviceScaleFactor: 1 });
test.describe.configure({ mode: 'parallel' });

type Shown = { src: string; natural: [number, number]; box: [number, number]; fit: string; svg: boolean; slot: number | null };

for (const path of paths) {
  test(`${path}: every picture at or below its native size, in a frame of its own shape`, async ({ page }, testInfo) => {
    await page.goto(path, { waitUntil: 'load' });
    // Every section laid out (off-screen ones are skipped until scrolled near), so every picture is measured.
    await layOutWholePage(page);
    // Walk down the page so lazy pictures load, then wait for every picture that started.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    // A lazy picture beside the screen (a marquee's tail) never loads; it is measured once it does.
    await page.waitForFunction(
      () =>
        [...document.images].every((img) => {
          const r = img.getBoundingClientRect();
          return img.complete || r.right <= 0 || r.left >= window.innerWidth;
        }),
      undefined,
      { timeout: 15_000 },
    ).catch(() => undefined); // a picture that never loads is the broken-image tests' business; the loaded ones are measured

    // The file's own pixels: an <img> chosen from a srcset reports a natural size corrected
    // by the density the browser assumed, so each file is measured again on its own.
    const shown: Shown[] = await page.evaluate(async () => {
      const visible = [...document.images].filter((img) => {
        const r = img.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && img.complete && img.naturalWidth > 0 && getComputedStyle(img).visibility !== 'hidden';
      });
      return Promise.all(
        visible.map(async (img) => {
          const r = img.getBoundingClientRect();
          const src = img.currentSrc || img.src;
          const file = new Image();
          file.src = src;
          await file.decode().catch(() => undefined);
          // The slot `sizes` named, read back from the browser: it reports a picture chosen by
          // width (`640w`) as the file's width scaled by slot / descriptor (its density).
          const descriptor = img.sizes
            ? img.srcset
                .split(/,\s+/)
                .map((c) => c.trim().split(/\s+/))
                .find(([url]) => url && new URL(url, location.href).href === src)?.[1]
            : undefined;
          const w = descriptor?.endsWith('w') ? Number(descriptor.slice(0, -1)) : NaN;
          const slot = Number.isFinite(w) && file.naturalWidth > 0 ? (img.naturalWidth * w) / file.naturalWidth : null;
          return {
            src: decodeURIComponent(src.replace(location.origin, '')),
            natural: [file.naturalWidth, file.naturalHeight] as [number, number],
            box: [r.width, r.height] as [number, number],
            fit: getComputedStyle(img).objectFit,
            svg: /\.svg(\?|&|$)/.test(decodeURIComponent(src)),
            slot,
          };
        }),
      );
    });
    const upscaled = shown
      .filter((s) => !s.svg && (s.box[0] > s.natural[0] + SIZE_SLACK_PX || s.box[1] > s.natural[1] + SIZE_SLACK_PX))
      .map((s) => `${s.src}: shown ${s.box.map(Math.round).join('x')} from a ${s.natural.join('x')} file`);
    const underSized = shown
      .filter((s) => s.slot !== null && s.box[0] > s.slot / (1 - SLOT_SLACK) + SIZE_SLACK_PX)
      .map((s) => `${s.src}: drawn ${Math.round(s.box[0])} px wide in a ${Math.round(s.slot!)} px slot (sizes)`);
    const reshaped = shown
      .filter((s) => s.fit !== 'contain' && s.fit !== 'scale-down')
      .filter((s) => Math.abs(s.box[0] / s.box[1] / (s.natural[0] / s.natural[1]) - 1) > ASPECT_SLACK)
      .map((s) => `${s.src}: ${s.natural.join('x')} in a ${s.box.map(Math.round).join('x')} frame (object-fit: ${s.fit})`);
    // Films: once a <video> knows its size (metadata loaded), its box is at most that size.
    // The home hero starts its film only once scripts run and motion is allowed (it is here).
    await page
      .waitForFunction(() => [...document.querySelectorAll('video')].every((v) => v.readyState >= 1 || v.getBoundingClientRect().width === 0), undefined, { timeout: 15_000 })
      .catch(() => undefined);
    const films = await page.evaluate(() =>
      [...document.querySelectorAll('video')]
        .filter((v) => v.videoWidth > 0 && v.getBoundingClientRect().width > 0)
        .map((v) => {
          const r = v.getBoundingClientRect();
          return { src: decodeURIComponent((v.currentSrc || '').replace(location.origin, '')), natural: [v.videoWidth, v.videoHeight], box: [r.width, r.height] };
        }),
    );
    // Phones show the hero's portrait posters, still (the films are drawn wide).
    if (path === '/' && testInfo.project.name === 'desktop') expect(films.length, 'the hero film on the home page was measured').toBeGreaterThan(0);
    const stretchedFilms = films
      .filter((f) => f.box[0]! > f.natural[0]! + SIZE_SLACK_PX || f.box[1]! > f.natural[1]! + SIZE_SLACK_PX)
      .map((f) => `${f.src}: shown ${f.box.map(Math.round).join('x')} from a ${f.natural.join('x')} film`);
    expect(stretchedFilms, `films stretched beyond their size on ${path}`).toEqual([]);
    expect(upscaled, `pictures stretched beyond their size on ${path}`).toEqual([]);
    expect(underSized, `pictures drawn wider than the slot their sizes attribute names on ${path}`).toEqual([]);
    expect(reshaped, `pictures cropped or squeezed into another shape on ${path}`).toEqual([]);
  });
}
