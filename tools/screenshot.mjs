#!/usr/bin/env node
/**
 * Screenshots of pages for looking at them (not a test).
 *   node tools/screenshot.mjs http://127.0.0.1:3100 / /about [--out DIR] [--full] [--nojs] [--cookie 'name=value; …']
 * --cookie sends that Cookie header with every request (e.g. a staff session, for /staff pages).
 * Writes DIR/{slug}-{desktop|phone}-{light|dark}.png (default DIR: /tmp/shots).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const valueOf = (name) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
const out = valueOf('--out') ?? '/tmp/shots';
const cookie = valueOf('--cookie');
const valueIndexes = ['--out', '--cookie'].map((name) => args.indexOf(name)).filter((i) => i >= 0).map((i) => i + 1);
const positional = args.filter((a, i) => !a.startsWith('--') && !valueIndexes.includes(i));
const [base, ...paths] = positional;
if (!base || paths.length === 0) {
  console.error("usage: node tools/screenshot.mjs BASE_URL PATH... [--out DIR] [--full] [--nojs] [--cookie 'name=value']");
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
for (const p of paths) {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const scheme of ['light', 'dark']) {
      const context = await browser.newContext({
        viewport,
        colorScheme: scheme,
        javaScriptEnabled: !flag('--nojs'),
        isMobile: device === 'phone',
        hasTouch: device === 'phone',
        deviceScaleFactor: 1,
        ...(cookie ? { extraHTTPHeaders: { cookie } } : {}),
      });
      const page = await context.newPage();
      await page.goto(base + p, { waitUntil: 'load' });
      // As a returning visitor sees it: the Devanagari face is `font-display: optional`
      // (src/components/layout/fonts.ts), used on a first visit only if ready at once, and a
      // machine without a Devanagari face of its own would draw empty boxes instead.
      await page.evaluate(() => document.fonts.ready);
      await page.reload({ waitUntil: 'load' });
      if (flag('--full') && flag('--nojs')) {
        // No script to scroll with: wheel through the page as a visitor would, so lazy images load.
        for (let i = 0; i < 40; i++) await page.mouse.wheel(0, 600);
        await page.waitForTimeout(1000);
        await page.mouse.wheel(0, -1e6);
      } else if (flag('--full')) {
        // Scroll through so reveal-on-scroll sections and lazy images appear.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
        });
      }
      // A visitor's screen draws a section as it scrolls near; a whole-page capture would show the
      // sections the browser skips off-screen (content-visibility, src/app/globals.css) as blanks.
      if (flag('--full')) await page.evaluate(() => document.querySelectorAll('main > section').forEach((el) => { el.style.contentVisibility = 'visible'; }));
      await page.waitForTimeout(800);
      const slug = p === '/' ? 'home' : p.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
      const file = `${out}/${slug}-${device}-${scheme}${flag('--nojs') ? '-nojs' : ''}.png`;
      await page.screenshot({ path: file, fullPage: flag('--full') });
      console.log(file);
      await context.close();
    }
  }
}
await browser.close();
