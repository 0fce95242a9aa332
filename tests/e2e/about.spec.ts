/**
 * About section: Our Story, Vision & Mission, Team, Research Infrastructure
 * (count-ups, the auto-scrolling gallery and its failure tile) and
 * Collaborations.
 */
import type { Locator, Page } from '@playwright/test';
import { coreValues, capabilities, founder, mission, pathway, pillars, storyClosing, storyHero, storyStats, storyStrip, timelineHeading, timelineItems, vision, visionClosing, visionMissionHero } from '../../src/content/about';
import { collaborators, partnerCta } from '../../src/content/collaborators';
import { facts, figure } from '../../src/content/facts';
import { focusAreas, galleryGroups, patentApplications, publications, publicationsIntro, researchClosing, researchStats } from '../../src/content/research';
import type { Stat } from '../../src/content/types';
import { team } from '../../src/content/team';
import { test, expect, expectNoAxeViolations, isPhone, layOutWholePage, sidewaysScroll } from './fixtures';

/** Scrolls through the page so every scroll-reveal block and count-up has run, then back to the top. */
async function revealAll(page: Page) {
  await expect(async () => {
    await page.evaluate(async () => {
      for (const el of document.querySelectorAll('[data-reveal]:not(.is-visible)')) {
        el.scrollIntoView({ block: 'center' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    expect(await page.locator('[data-reveal]:not(.is-visible)').count()).toBe(0);
  }).toPass({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  // Off-screen sections pause their transitions: lay them all out so every reveal can finish.
  await layOutWholePage(page);
  // Let the reveal transition (0.6 s) finish before checking colours.
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length)).toBe(0);
}

/** What a count-up shows once it has finished, as CountUp writes it (digits grouped: "2,000+"). */
function finalText(stat: Stat): string {
  const digits = stat.decimals ?? 0;
  const number = stat.value.toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${stat.prefix ?? ''}${number}${stat.suffix ?? ''}`;
}

/** The number a stat shows on screen (a count-up's animated, aria-hidden part, or a figure that stands still). */
function shownStat(page: Page, label: string): Locator {
  return page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd [data-figure]');
}

function galleryRow(page: Page, title: string): Locator {
  return page.locator(`[data-gallery-row="${title}"]`);
}

/** translateX of a marquee track, in px. */
async function trackX(track: Locator): Promise<number> {
  return track.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);
}

test.describe('Our Story (/about)', () => {
  test('shows the story, its figures, the timeline, capabilities and pillars', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Story');
    await expect(page).toHaveTitle(new RegExp(`^${storyHero.title} \\| `));
    await page.waitForLoadState('networkidle');

    // Measured figures stand still: with motion allowed, each reads its final value the moment it scrolls
    // into view (a count-up would show 0 there, then climb), and no count-up sits among them.
    for (const figure of storyStats) {
      const stat = shownStat(page, figure.label);
      await stat.scrollIntoViewIfNeeded();
      expect(await stat.textContent()).toBe(finalText(figure));
    }
    await expect(page.locator('main [data-count-final]')).toHaveCount(0);

    await expect(page.getByRole('heading', { level: 2, name: founder.title })).toBeVisible();
    const milestones = page.locator('#timeline ol > li');
    const timeline = timelineItems();
    await expect(milestones).toHaveCount(timeline.length);
    for (const [i, item] of timeline.entries()) {
      await expect(milestones.nth(i)).toContainText(item.year);
      await expect(milestones.nth(i)).toContainText(item.title);
    }
    // Shown in order of year, and each delivered project links to its story.
    const years = await milestones.evaluateAll((items) => items.map((li) => Number(li.querySelector('time')?.getAttribute('datetime'))));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    for (const item of timeline.filter((t) => t.href)) {
      await expect(milestones.filter({ hasText: item.title }).getByRole('link', { name: item.title })).toHaveAttribute('href', item.href!);
    }
    // Capabilities: a ruled list, each linking to the page that shows it; pillars: a numbered list. Neither is a grid of cards.
    const capabilityItems = page.locator('#capabilities ul > li');
    await expect(capabilityItems.locator('h3')).toHaveText(capabilities.map((c) => c.title));
    for (const [i, capability] of capabilities.entries()) await expect(capabilityItems.nth(i).getByRole('link')).toHaveAttribute('href', capability.href);
    await expect(page.locator('#pillars ol > li > h3')).toHaveText(pillars.map((p) => p.title));
    await expect(page.locator('#capabilities [class*="shadow"], #pillars [class*="shadow"]')).toHaveCount(0);
  });

  test('at 1280 the hero shows the drawing’s last scene beside the text, no larger than the scene; a phone’s hero is text only', async ({ page }) => {
    await page.goto('/about');
    const hero = page.locator('section[aria-labelledby="page-title"]');
    const scene = hero.locator('[data-story-hero-scene]');
    if (isPhone(page)) {
      await expect(scene).toBeHidden();
      return;
    }
    await expect(scene).toBeVisible();
    await expect(scene).toBeInViewport({ ratio: 1 });
    const last = storyStrip.scenes.at(-1)!;
    await expect(scene.locator('figcaption')).toContainText(last.year);
    await expect(scene.locator('figcaption')).toContainText(last.title);
    // Right of the title, not under it.
    const title = (await page.locator('#page-title').boundingBox())!;
    const frame = (await scene.locator('img').locator('..').boundingBox())!;
    expect(frame.x).toBeGreaterThanOrEqual(title.x + title.width - 1);
    // The frame is one tile of the drawing (a quarter, less the gutters), at or below the tile's own size.
    const img = scene.locator('img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const drawn = (await img.boundingBox())!;
    expect(drawn.height).toBeLessThanOrEqual(storyStrip.image.height + 1);
    expect(frame.width / drawn.width).toBeCloseTo((1 - 3 * 0.006) / 4, 2);
    // The frame shows the drawing's right end, the last scene.
    expect(Math.abs(drawn.x + drawn.width - (frame.x + frame.width))).toBeLessThanOrEqual(2);
  });

  test('the two timelines are tied together: the drawing "in pictures" links to the full record', async ({ page }) => {
    await page.goto('/about');
    const strip = page.locator('[data-story-strip]');
    await expect(strip.locator('figcaption').first()).toContainText(storyStrip.eyebrow);
    const link = strip.getByRole('link', { name: storyStrip.recordLink });
    await expect(link).toHaveAttribute('href', '#timeline');
    await expect(page.locator('#timeline')).toContainText(timelineHeading.eyebrow);
  });

  test('the drawing of the story loads, is shown no wider than its file, and the caption of each scene is a year of the timeline', async ({ page }) => {
    await page.goto('/about');
    const strip = page.locator('[data-story-strip]');
    const drawing = strip.getByRole('img', { name: storyStrip.image.alt });
    await drawing.scrollIntoViewIfNeeded();
    await expect(drawing).toBeVisible();
    await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await drawing.evaluate((img: HTMLImageElement) => ({ width: img.getBoundingClientRect().width, own: Number(img.getAttribute('width')) }));
    expect(box.own, 'the drawing names its width').toBeGreaterThan(0);
    expect(box.width, 'shown no wider than the drawing itself').toBeLessThanOrEqual(box.own + 1);

    // A caption under each scene, its year one the timeline shows, in the drawing's order.
    const years = new Set(timelineItems().map((item) => item.year));
    const scenes = strip.locator('[data-story-scene]');
    await expect(scenes).toHaveCount(storyStrip.scenes.length);
    const shown = await scenes.locator('time').allTextContents();
    for (const year of shown) expect(years, `${year} is a year of the timeline`).toContain(year);
    expect(shown.map(Number)).toEqual([...shown.map(Number)].sort((a, b) => a - b));
    for (const [i, scene] of storyStrip.scenes.entries()) await expect(scenes.nth(i)).toContainText(scene.title);
    // Each caption starts under its own quarter of the drawing.
    const left = await drawing.evaluate((img) => img.getBoundingClientRect().left);
    const lefts = await scenes.evaluateAll((items) => items.map((li) => li.getBoundingClientRect().left));
    for (const [i, x] of lefts.entries()) expect(Math.abs(x - (left + (i * box.width) / lefts.length)), `caption ${i + 1} under its scene`).toBeLessThan(box.width * 0.01 + 2);

    if (isPhone(page)) {
      // On a phone the strip scrolls inside its own box, a scene about a phone's width: legible, and the page itself does not move sideways.
      const region = strip.getByRole('region', { name: storyStrip.regionLabel });
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      const viewport = page.viewportSize()!.width;
      expect(box.width / storyStrip.scenes.length, 'a scene is most of the screen wide').toBeGreaterThan(viewport * 0.7);
      expect(await scenes.first().locator('p').last().evaluate((p) => parseFloat(getComputedStyle(p).fontSize))).toBeGreaterThanOrEqual(14);
    }
    for (const path of ['/about', '/hi/about', '/mr/about']) {
      if (path !== '/about') await page.goto(path);
      await expect(page.locator('[data-story-strip] img')).toBeVisible();
      expect(await sidewaysScroll(page), `${path} does not scroll sideways`).toBe(0);
    }
  });

  test('the milestone of farm and dairy biogas plants leads to how the site counts its plants and projects', async ({ page }) => {
    await page.goto('/about');
    const item = timelineItems().find((t) => t.title.includes(String(facts.biogasPlants2024.value)));
    expect(item, 'the timeline has the 2024 designs').toBeDefined();
    const milestone = page.locator('#timeline ol > li').filter({ hasText: item!.title });
    // The heading above counts the CBG plants; this card counts something else, and its link says how the site counts.
    await expect(page.locator('#timeline-title')).toContainText(figure(facts.plantsEngineered));
    const link = milestone.getByRole('link');
    await expect(link).toHaveAttribute('href', item!.href!);
    await link.click();
    await expect(page.locator(`[id="${item!.href!.split('#')[1]}"]`)).toBeInViewport();
  });

  test('buttons lead to /contact and /technology', async ({ page }) => {
    await page.goto('/about');
    const hero = page.locator('section[aria-labelledby="page-title"]');
    await expect(hero.getByRole('link', { name: storyHero.primaryCta.label })).toHaveAttribute('href', '/contact');
    await expect(hero.getByRole('link', { name: storyHero.secondaryCta.label })).toHaveAttribute('href', '/technology');
    const closing = page.locator('section[aria-labelledby="story-cta-title"]');
    await expect(closing.getByRole('link', { name: storyClosing.contactLabel })).toHaveAttribute('href', '/contact');
    await hero.getByRole('link', { name: storyHero.secondaryCta.label }).click();
    await expect(page).toHaveURL(/\/technology$/, { timeout: 30_000 });
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/about');
    await revealAll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('Vision & Mission (/about/vision-mission)', () => {
  test('shows mission, vision, four core values, the pathway and a link to /technology', async ({ page }) => {
    await page.goto('/about/vision-mission');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visionMissionHero.title);
    await expect(page.getByRole('heading', { level: 2, name: mission.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: vision.title })).toBeVisible();
    await expect(page.getByText(mission.body, { exact: true })).toBeVisible();
    await expect(page.getByText(vision.body, { exact: true })).toBeVisible();
    // The values are a numbered list, one row each, not a grid of cards.
    await expect(page.locator('#values ol > li h3')).toHaveText(coreValues.map((v) => v.title));
    await expect(page.locator('#values article, #values [class*="shadow"]')).toHaveCount(0);
    await expect(page.locator('#pathway ol > li')).toHaveCount(pathway.length);
    await expect(page.getByRole('link', { name: visionClosing.cta.label })).toHaveAttribute('href', visionClosing.cta.href);
  });

  test('the pathway runs from what is done to dated targets, each stage with its figures from facts.ts', async ({ page }) => {
    // No reveal offsets: the stages are measured where they rest.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about/vision-mission');
    const stages = page.locator('#pathway ol > li');
    for (const [i, step] of pathway.entries()) {
      const stage = stages.nth(i);
      await expect(stage).toContainText(step.when);
      await expect(stage).toHaveAttribute('data-status', step.status);
      for (const fact of step.figures) {
        await expect(stage.locator('dt', { hasText: fact.label })).toBeVisible();
        await expect(stage.locator('dd', { hasText: figure(fact) }).first()).toBeVisible();
      }
      if (step.status === 'target') {
        // A target names its year in the stage and in every figure's label, so it never reads as done.
        const year = /\b20\d\d\b/.exec(step.when)?.[0];
        expect(year, `${step.title}: the target stage names its year`).toBeDefined();
        for (const fact of step.figures) expect(fact.label, step.title).toContain(year!);
      }
    }
    // A sequence: side by side on a wide screen, one under the other on a phone.
    const tops = await stages.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    if (isPhone(page)) for (let i = 1; i < tops.length; i++) expect(tops[i]!).toBeGreaterThan(tops[i - 1]!);
    else expect(new Set(tops).size).toBe(1);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/about/vision-mission');
    await revealAll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('Our Team (/about/team)', () => {
  test('a card per team member with photo, role, e-mail and a profile link that opens a new tab', async ({ page }) => {
    await page.goto('/about/team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team');
    const cards = page.locator('#leadership article');
    await expect(cards).toHaveCount(team.length);
    for (const [i, member] of team.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(member.name);
      await expect(card).toContainText(member.role);
      // The portrait: the member's photo if one is supplied, otherwise a card with their initials.
      const photo = card.getByRole('img', { name: member.image.alt });
      if ((await photo.count()) > 0) await expect(photo).toBeVisible();
      else {
        const initials = card.locator('[data-portrait-initials]');
        await expect(initials).toBeVisible();
        const letters = (await initials.innerText()).trim();
        expect(letters).toMatch(/^[A-Z]{2}$/);
        const firstLetters = member.name.split(/\s+/).map((w) => w[0]);
        expect(firstLetters).toContain(letters[0]);
        expect(firstLetters).toContain(letters[1]);
      }
      const mail = card.getByRole('link', { name: `E-mail ${member.name} at ${member.email}` });
      await expect(mail).toHaveAttribute('href', `mailto:${member.email}`);
      const profile = card.getByRole('link', { name: `LinkedIn profile of ${member.name} (opens in a new tab)` });
      await expect(profile).toHaveAttribute('href', member.linkedin);
      await expect(profile).toHaveAttribute('target', '_blank');
      await expect(profile).toHaveAttribute('rel', /noopener/);
      await expect(profile).toHaveAttribute('rel', /noreferrer/);
    }
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/about/team');
    await revealAll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('Collaborations (/about/collaborations)', () => {
  test('a card per partner and Become a Partner to /contact', async ({ page }) => {
    await page.goto('/about/collaborations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collaborations');
    const cards = page.locator('#partners article');
    await expect(cards).toHaveCount(collaborators.length);
    for (const [i, partner] of collaborators.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(partner.name);
      await expect(card).toContainText(partner.role);
      await expect(card).toContainText(partner.organization);
      await expect(card.getByRole('img', { name: partner.image.alt })).toBeVisible();
      const link = card.getByRole('link', { name: `Visit ${partner.organization} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', partner.link);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    const become = page.getByRole('link', { name: partnerCta.cta.label });
    await expect(become).toHaveAttribute('href', '/contact');
    await become.click();
    await expect(page).toHaveURL(/\/contact$/, { timeout: 30_000 });
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/about/collaborations');
    await revealAll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('Research Infrastructure (/about/research)', () => {
  test('count-ups reach the figures the content gives', async ({ page }) => {
    await page.goto('/about/research');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Research Infrastructure');
    for (const figure of researchStats) {
      const stat = shownStat(page, figure.label);
      await stat.scrollIntoViewIfNeeded();
      await expect(stat).toHaveText(finalText(figure));
    }
  });

  test('gallery has three titled rows; the second scrolls the other way; hover and the switch pause it', async ({ page }) => {
    await page.goto('/about/research');
    await page.locator('#gallery').scrollIntoViewIfNeeded();
    for (const group of galleryGroups) {
      const row = galleryRow(page, group.title);
      await expect(row.getByRole('heading', { level: 3, name: group.title })).toBeVisible();
      // One accessible copy of the list; the repeats are hidden from assistive technology.
      await expect(row.getByRole('list')).toHaveCount(1);
      await expect(row.getByRole('list').getByRole('img')).toHaveCount(group.images.length);
    }

    const first = galleryRow(page, 'Laboratory Research').locator('.marquee-track');
    const second = galleryRow(page, 'Advanced Instruments').locator('.marquee-track');
    await expect(first).toHaveCSS('animation-name', 'marquee');
    await expect(first).toHaveCSS('animation-direction', 'normal');
    await expect(second).toHaveCSS('animation-direction', 'reverse');
    await expect(first).toHaveCSS('animation-play-state', 'running');

    // Movement: the first row moves left (x falls), the second right (x rises).
    const width = await first.evaluate((el) => el.scrollWidth / 2);
    const direction = async (track: Locator) => {
      const x0 = await trackX(track);
      let delta = 0;
      await expect.poll(async () => (delta = (await trackX(track)) - x0)).not.toBe(0);
      // A jump of more than half a copy is the loop wrapping round: it means the opposite way.
      return Math.abs(delta) > width / 2 ? -Math.sign(delta) : Math.sign(delta);
    };
    expect(await direction(first)).toBe(-1);
    expect(await direction(second)).toBe(1);

    if (!isPhone(page)) {
      await galleryRow(page, 'Advanced Instruments').locator('[role="region"]').hover();
      await expect(second).toHaveCSS('animation-play-state', 'paused');
      await expect(first).toHaveCSS('animation-play-state', 'running');
      await page.mouse.move(5, 5);
    }
    await page.getByLabel('Pause animation').check();
    for (const group of galleryGroups) {
      await expect(galleryRow(page, group.title).locator('.marquee-track')).toHaveCSS('animation-play-state', 'paused');
    }
  });

  test('an image that fails to load becomes the tile "Image {n}" with the row title', async ({ page }) => {
    // Break the second instrument photo (direct or through the image optimizer).
    await page.route(/instrument-2\.jpg/, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }));
    await page.goto('/about/research');
    const row = galleryRow(page, 'Advanced Instruments');
    await row.scrollIntoViewIfNeeded();
    const tile = row.locator('[data-gallery-fallback="tile"]').first();
    await expect(tile).toBeVisible();
    await expect(tile).toContainText('Image 2');
    await expect(tile).toContainText('Advanced Instruments');
    // Only the broken image is replaced.
    await expect(row.locator('[data-gallery-fallback="tile"]', { hasText: 'Image 1' })).toHaveCount(0);
    await expect(row.getByRole('list').getByRole('img', { name: galleryGroups[1]!.images[0]!.alt })).toBeVisible();
  });

  test('reduced motion stops the gallery and shows final figures at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about/research');
    for (const figure of researchStats) await expect(shownStat(page, figure.label)).toHaveText(finalText(figure));
    for (const group of galleryGroups) {
      const row = galleryRow(page, group.title);
      await expect(row.locator('.marquee-track')).toHaveCSS('animation-name', 'none');
      await expect(row.locator('.marquee-track')).toHaveCSS('transform', 'none');
      // The row becomes a scrollable list without the repeated copies.
      await expect(row.locator('[role="region"]')).toHaveCSS('overflow-x', 'auto');
      await expect(row.locator('img:visible')).toHaveCount(group.images.length);
    }
    await expect(page.getByLabel('Pause animation')).toBeHidden();
  });

  test('the output figures are followed by selected papers and patent applications, each a full reference', async ({ page }) => {
    await page.goto('/about/research');
    const block = page.locator('#output #publications');
    await expect(block.getByRole('heading', { level: 3 })).toHaveText(publicationsIntro.title);
    const papers = block.getByRole('region', { name: publicationsIntro.publicationsTitle }).locator('ol > li');
    await expect(papers).toHaveCount(publications.length);
    for (const [i, paper] of publications.entries()) {
      for (const part of [paper.title, paper.journal, String(paper.year), paper.pages, `doi:${paper.doi}`]) await expect(papers.nth(i)).toContainText(part);
    }
    // Sample identifiers: printed, never a link to a DOI resolver.
    await expect(block.getByRole('link')).toHaveCount(0);
    const patents = block.getByRole('region', { name: publicationsIntro.patentsTitle }).locator('ul > li');
    await expect(patents).toHaveCount(patentApplications.length);
    for (const [i, patent] of patentApplications.entries()) {
      await expect(patents.nth(i)).toContainText(patent.title);
      await expect(patents.nth(i)).toContainText(patent.number);
      await expect(patents.nth(i)).toContainText(publicationsIntro.statusLabels[patent.status]);
    }
  });

  test('research focus areas list their projects; contact link', async ({ page }) => {
    await page.goto('/about/research');
    for (const focus of focusAreas) {
      const area = page.locator('#focus article').filter({ has: page.getByRole('heading', { level: 3, name: focus.title }) });
      await expect(area.locator('ul > li')).toHaveCount(focus.projects.length);
    }
    await expect(page.getByRole('link', { name: researchClosing.primary.label })).toHaveAttribute('href', researchClosing.primary.href);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/about/research');
    await revealAll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Our Story shows final figures and the timeline', async ({ page }) => {
    await page.goto('/about');
    for (const figure of storyStats) await expect(shownStat(page, figure.label)).toHaveText(finalText(figure));
    await expect(page.getByText(timelineItems().at(-1)!.title)).toBeVisible();
  });

  test('Research shows final figures and the gallery rows', async ({ page }) => {
    await page.goto('/about/research');
    for (const figure of researchStats) await expect(shownStat(page, figure.label)).toHaveText(finalText(figure));
    for (const group of galleryGroups) {
      await expect(page.getByRole('heading', { level: 3, name: group.title })).toBeVisible();
    }
  });

  test('Team and Collaborations show their cards', async ({ page }) => {
    await page.goto('/about/team');
    await expect(page.locator('#leadership article')).toHaveCount(team.length);
    await page.goto('/about/collaborations');
    await expect(page.locator('#partners article')).toHaveCount(collaborators.length);
  });
});

test.describe('dark theme', () => {
  test('About pages have no accessibility violations in dark mode', async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const path of ['/about', '/about/vision-mission', '/about/team', '/about/research', '/about/collaborations']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await revealAll(page);
      await expectNoAxeViolations(page);
    }
  });
});
