import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.evaluate(() => document.querySelectorAll('[data-reveal]').forEach((el) => el.classList.add('is-visible')));
const out = await page.evaluate(() => {
  const w = document.documentElement.clientWidth;
  return [...document.querySelectorAll('body *')].map((el) => { const r = el.getBoundingClientRect(); return { tag: el.tagName, cls: String(el.className).slice(0, 120), right: r.right, left: r.left }; }).filter((e) => e.right > w + 0.01 || e.left < -0.01).slice(0, 15);
});
console.log(JSON.stringify(out, null, 1));
await browser.close();
