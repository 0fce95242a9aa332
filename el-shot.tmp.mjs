// node el-shot.mjs BASE PATH SELECTOR OUT [width] [dark]
import { chromium } from 'playwright';
const [base, path, sel, out, width = '1280', scheme = 'light'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme, reducedMotion: 'reduce' });
await page.goto(base + path, { waitUntil: 'networkidle' });
const el = page.locator(sel).first();
await el.scrollIntoViewIfNeeded();
await page.waitForTimeout(500);
await el.screenshot({ path: out });
await browser.close();
