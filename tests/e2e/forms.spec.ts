import { test, expect, expectHydrated, expectNoAxeViolations } from './fixtures';
import { projectServiceOptions, serviceOptions } from '../../src/lib/forms/contact-fields';
import { services } from '../../src/content/services';
import { company, offices, whatsappContact } from '../../src/content/company';
import { contactContent } from '../../src/content/contact';
import { focusAreas } from '../../src/content/home';
import { hydrogenCta } from '../../src/content/technology-hydrogen';
import { localizePath } from '../../src/lib/i18n';
import { mapPreview, projectOnPreview } from '../../src/content/map-preview';
import { uiCopy } from '../../src/content/ui';
import { fillTemplate } from '../../src/lib/format';

/* Both forms, with JavaScript (button states, messages, reset, field errors,
 * upload progress) and without it (native post answered by a 303). Each test
 * uses its own X-Real-IP so the rate limit of a shared server stays out of the way. */

const pdf = (size = 4000) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20), Buffer.from('\n%%EOF\n')]);
let client = 0;
test.beforeEach(async ({ page }, testInfo) => {
  client += 1;
  await page.setExtraHTTPHeaders({ 'x-real-ip': `198.18.${testInfo.workerIndex % 250}.${client % 250}` });
});

/** The contact form, once its script has taken over. */
async function contactForm(page: import('@playwright/test').Page, js = true) {
  const form = page.locator('form[action="/api/contact"]');
  if (js) await expectHydrated(form);
  return {
    form,
    field: (label: string) => form.getByLabel(new RegExp(`^${label}( \\*)?$`)),
  };
}

async function careerForm(page: import('@playwright/test').Page, js = true) {
  const form = page.locator('form[action="/api/career-apply"]');
  if (js) await expectHydrated(form);
  return {
    form,
    field: (label: string) => form.getByLabel(new RegExp(`^${label}( \\*)?$`)),
  };
}

test.describe('contact form with JavaScript', () => {
  test('sends a message: Sending... while in flight, then the success message, a toast and an empty form', async ({ page }) => {
    await page.goto('/contact');
    const f = await contactForm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await f.field('First Name').fill('Meera');
    await f.field('Last Name').fill('Kulkarni');
    await f.field('Email').fill('meera.kulkarni@example.org');
    await f.field('Phone').fill('+91 98220 12345');
    await f.field('Company').fill('Deccan Agro Residues');
    await f.field('Service Interested In').selectOption('Energy Consulting');
    await f.field('Message').fill('Please send a quote for BMP tests on pressmud.');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByTestId('contact-status')).toHaveText(/sent successfully/);
    await expect(page.getByTestId('toasts')).toContainText('sent successfully');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(f.field('First Name')).toHaveValue('');
    await expect(f.field('Message')).toHaveValue('');
    await expect(f.field('Service Interested In')).toHaveValue('');
  });

  test('shows the server’s field errors next to their fields and keeps the values', async ({ page }) => {
    await page.goto('/contact');
    const f = await contactForm(page);
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Please correct the highlighted fields.', errors: { email: 'This address bounced last time.' } }),
      }),
    );
    await f.field('First Name').fill('Ravi');
    await f.field('Email').fill('ravi@example.in');
    await f.field('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('contact-status')).toHaveText('Please correct the highlighted fields.');
    await expect(f.field('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(f.field('Email')).toHaveAccessibleDescription('This address bounced last time.');
    await expect(f.field('First Name')).toHaveValue('Ravi');
  });

  test('shows the failure message when the request fails', async ({ page }) => {
    await page.goto('/contact');
    const f = await contactForm(page);
    await page.route('**/api/contact', (route) => route.abort('failed'));
    await f.field('First Name').fill('Ravi');
    await f.field('Email').fill('ravi@example.in');
    await f.field('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('contact-status')).toHaveText('Failed to send message. Please try again later.');
  });

  test('checks fields in the browser before sending', async ({ page }) => {
    await page.goto('/contact');
    const f = await contactForm(page);
    let posted = false;
    await page.route('**/api/contact', (route) => {
      posted = true;
      return route.continue();
    });
    await f.field('First Name').fill('Ravi');
    await f.field('Email').fill('ravi@example');
    await f.field('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(f.field('Email')).toHaveAccessibleDescription(/valid e-mail address/);
    expect(posted).toBe(false);
  });

  test('each call to action opens the form with its own offer chosen, in English and in Hindi', async ({ page }) => {
    const serviceOf = (href: string) => new URL(href, 'http://x').searchParams.get('service');
    // The home page's three focus areas, each with its own "Get Quote".
    for (const item of focusAreas.items) {
      await page.goto('/');
      const row = page.locator(`#${focusAreas.id} li`).filter({ has: page.getByRole('heading', { name: item.title, exact: true }) });
      await row.getByRole('link', { name: new RegExp(`^${focusAreas.cta.label}`) }).click();
      const { field } = await contactForm(page);
      await expect(field(contactContent.form.labels.service)).toHaveValue(serviceOf(item.quote.href)!);
    }
    // The option's value stays English on /hi, its label is Hindi: the hydrogen page's closing call.
    await page.goto('/hi/technology/hydrogen-production');
    // The closing call is the page's last link to the form (on a phone one stands mid-page as well).
    await page.locator(`main a[href="${localizePath(hydrogenCta.primary.href, 'hi')}"]`).last().click();
    await expect(page).toHaveURL(/\/hi\/contact\?service=/);
    const select = page.locator('form[action="/api/contact"] select[name="service"]');
    await expectHydrated(page.locator('form[action="/api/contact"]'));
    await expect(select).toHaveValue(serviceOf(hydrogenCta.primary.href)!);
    expect(await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.textContent)).not.toBe(serviceOf(hydrogenCta.primary.href));
  });

  test('has the contact information, the office and a map that loads only on request', async ({ page }) => {
    await page.goto('/contact');
    await contactForm(page);
    for (const hours of company.businessHours) await expect(page.getByText(hours.display)).toBeVisible();
    await expect(page.getByText(contactContent.info.responseText)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pune' })).toBeAttached();
    await expect(page.locator('iframe')).toHaveCount(0);
    // Before loading, the facade shows the local map preview (drawn by `npm run media`), not an empty box.
    const preview = page.locator('#map [data-embed-facade] img');
    await preview.scrollIntoViewIfNeeded();
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('link', { name: /Open on OpenStreetMap/ })).toHaveAttribute('href', /openstreetmap\.org/);
    // With script the preview is the button; its script-free stand-in, a link, is not shown.
    await expect(page.locator('#map').getByRole('button', { name: new RegExp(uiCopy.embed.loadMap) })).toBeVisible();
    await expect(page.locator('#map [data-embed-facade] a[aria-hidden="true"]')).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('the form comes before the information cards, and the address is printed once, beside the map', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    const form = (await main.locator('form[action="/api/contact"]').boundingBox())!;
    const info = (await main.getByRole('heading', { name: 'Contact information' }).boundingBox())!;
    // Above it on a phone, left of it on a wide screen: first either way.
    expect(form.y < info.y || form.x < info.x).toBe(true);
    const address = offices[0]!.address;
    await expect(main.getByText(address, { exact: true })).toHaveCount(1);
    const office = main.getByRole('article').filter({ has: page.getByRole('heading', { name: offices[0]!.city }) });
    await expect(office.getByText(address, { exact: true })).toBeVisible();
    await expect(office.locator('#map [data-embed-facade]')).toBeAttached();
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px the map preview's office pin is not covered by the load-map button`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/contact');
      const facade = page.locator('#map [data-embed-facade]');
      await facade.scrollIntoViewIfNeeded();
      const frame = (await facade.locator('img').boundingBox())!;
      // The pin as drawn by tools/media/generators/map.ts: tip at the office, head 42 px above, 22 px wide.
      const pin = projectOnPreview(company.address.geo.latitude, company.address.geo.longitude);
      const k = frame.width / mapPreview.width;
      const points = [
        [pin.x, pin.y],
        [pin.x, pin.y - 64],
        [pin.x - 22, pin.y - 42],
        [pin.x + 22, pin.y - 42],
      ].map(([x, y]) => ({ x: frame.x + x! * k, y: frame.y + y! * k }));
      for (const part of ['[data-embed-action-icon]', '[data-embed-action-label]']) {
        const box = (await facade.locator(part).boundingBox())!;
        for (const p of points) {
          const inside = p.x >= box.x - 4 && p.x <= box.x + box.width + 4 && p.y >= box.y - 4 && p.y <= box.y + box.height + 4;
          expect(inside, `${part} covers the pin at (${p.x.toFixed(0)}, ${p.y.toFixed(0)})`).toBe(false);
        }
      }
    });
  }
});

test.describe('career form with JavaScript', () => {
  test('shows the chosen file, refuses a file over 5 MB before sending', async ({ page }) => {
    await page.goto('/career');
    const f = await careerForm(page);
    await f.field('Resume').setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: pdf(5 * 1024 * 1024 + 10) });
    await expect(page.getByTestId('resume-chosen')).toHaveText('big.pdf (5.0 MB)');
    await expect(f.field('Resume')).toHaveAccessibleDescription(/larger than 5 MB/);
    let posted = false;
    await page.route('**/api/career-apply', (route) => {
      posted = true;
      return route.continue();
    });
    await f.field('Full Name').fill('Arjun Deshpande');
    await f.field('Email').fill('arjun@example.org');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByTestId('career-status')).toHaveText('Please correct the highlighted fields.');
    expect(posted).toBe(false);
  });

  test('submits with Submitting... and upload progress, shows the message in green and resets', async ({ page }) => {
    await page.goto('/career');
    const f = await careerForm(page);
    await f.field('Full Name').fill('Arjun Deshpande');
    await f.field('Email').fill('arjun@example.org');
    await f.field('Message').fill('Process engineer, four years on CBG plants.');
    await f.field('Resume').setInputFiles({ name: 'Arjun CV.pdf', mimeType: 'application/pdf', buffer: pdf(2 * 1024 * 1024) });
    await expect(page.getByTestId('resume-chosen')).toHaveText('Arjun CV.pdf (2.0 MB)');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/career-apply', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(page.getByText(/Uploading résumé: \d+%/)).toBeVisible();
    release();
    const status = page.getByTestId('career-status');
    await expect(status).toHaveText(/submitted successfully/);
    await expect(status).toHaveClass(/text-success/);
    await expect(f.field('Full Name')).toHaveValue('');
    await expect(page.getByTestId('resume-chosen')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  test('shows a refused application in red with the résumé error beside the field', async ({ page }) => {
    await page.goto('/career');
    const f = await careerForm(page);
    await f.field('Full Name').fill('Arjun Deshpande');
    await f.field('Email').fill('arjun@example.org');
    // Named .pdf but not a PDF: only the server can tell.
    await f.field('Resume').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text, not a document') });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const status = page.getByTestId('career-status');
    await expect(status).toHaveText('Please correct the highlighted fields.');
    await expect(status).toHaveClass(/text-danger/);
    await expect(f.field('Resume')).toHaveAccessibleDescription(/does not look like a PDF, DOC or DOCX/);
    await expect(f.field('Full Name')).toHaveValue('Arjun Deshpande');
  });

  test('shows "Something went wrong!" when the request fails, and passes axe', async ({ page }) => {
    await page.goto('/career');
    const f = await careerForm(page);
    await expect(page.getByRole('heading', { name: 'Benefits' })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Our story' })).toHaveAttribute('href', '/about');
    await page.route('**/api/career-apply', (route) => route.abort('failed'));
    await f.field('Full Name').fill('Arjun Deshpande');
    await f.field('Email').fill('arjun@example.org');
    await f.field('Resume').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByTestId('career-status')).toHaveText('Something went wrong!');
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a contact message is posted natively and lands on the sent page', async ({ page }) => {
    await page.goto('/contact');
    const f = await contactForm(page, false);
    await f.field('First Name').fill('Meera');
    await f.field('Email').fill('meera@example.org');
    await f.field('Message').fill('Sent without JavaScript.');
    const [response] = await Promise.all([page.waitForResponse('**/api/contact'), page.getByRole('button', { name: 'Send Message' }).click()]);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/contact\/sent\?ref=ENQ-\d{4}-\w{4}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Message sent' })).toBeVisible();
    // The page names the reference its address carries.
    await expect(page.getByTestId('submission-reference')).toContainText(new URL(page.url()).searchParams.get('ref')!);
  });

  test('an invalid contact message comes back with its values and errors', async ({ page }) => {
    await page.goto('/contact');
    const f = await contactForm(page, false);
    await f.field('First Name').fill('Meera <b>bold</b>');
    await f.field('Email').fill('meera@example');
    await f.field('Message').fill('Kept after the redirect.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/retry\?draft=/);
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    await expect(f.field('First Name')).toHaveValue('Meera <b>bold</b>');
    await expect(f.field('Message')).toHaveValue('Kept after the redirect.');
    await expect(f.field('Email')).toHaveAccessibleDescription(/valid e-mail address/);
    await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);
    // (axe-core cannot run with JavaScript disabled; the same form is checked by axe on /contact.)
  });

  test('the map is a link to OpenStreetMap, not a button that cannot load it', async ({ page }) => {
    await page.goto('/contact');
    const facade = page.locator('#map [data-embed-facade]');
    await facade.scrollIntoViewIfNeeded();
    await expect(facade.getByRole('button')).toHaveCount(0);
    // The preview itself opens the map's page (a mouse's way; the caption's link is the keyboard's and the screen reader's).
    const preview = facade.locator('a:has([aria-hidden="true"])').first();
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('href', /openstreetmap\.org/);
    const box = (await preview.boundingBox())!;
    const frame = (await facade.locator('img').boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(frame.width - 1);
    await expect(preview).toContainText(fillTemplate(uiCopy.embed.openOn, { provider: 'OpenStreetMap' }));
    await expect(facade.getByText(uiCopy.embed.loadMap)).toBeHidden();
    await expect(facade.getByRole('link', { name: /Open on OpenStreetMap/ })).toHaveAttribute('href', /openstreetmap\.org/);
    // No notice about pressing a button that is not there.
    await expect(facade.getByText(fillTemplate(uiCopy.embed.notice, { provider: 'OpenStreetMap' }))).toBeHidden();
  });

  test('an application with a résumé is posted as multipart and lands on the sent page', async ({ page }) => {
    await page.goto('/career');
    const f = await careerForm(page, false);
    await f.field('Full Name').fill('Arjun Deshpande');
    await f.field('Email').fill('arjun@example.org');
    await f.field('Resume').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(/\/career\/sent\?ref=JOB-\d{4}-\w{4}$/);
    await expect(page.getByTestId('submission-reference')).toContainText(new URL(page.url()).searchParams.get('ref')!);
    await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible();
  });

  test('an application with a wrong file comes back with the values and the résumé error', async ({ page }) => {
    await page.goto('/career');
    const f = await careerForm(page, false);
    await f.field('Full Name').fill('Arjun Deshpande');
    await f.field('Email').fill('arjun@example.org');
    await f.field('Resume').setInputFiles({ name: 'cv.docx', mimeType: 'application/octet-stream', buffer: pdf() });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(/\/career\/retry\?draft=/);
    await expect(f.field('Full Name')).toHaveValue('Arjun Deshpande');
    await expect(f.field('Resume')).toHaveAccessibleDescription(/does not look like a PDF, DOC or DOCX/);
  });
});

test.describe('outcome pages rendered on demand', () => {
  for (const path of ['/contact/retry?reason=invalid', '/career/retry?reason=rate-limited', '/contact/retry?draft=expiredexpired00']) {
    test(`${path} runs its scripts under its CSP without violations`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) violations.push(message.text());
      });
      page.on('pageerror', (error) => violations.push(error.message));
      await page.goto(path);
      // The form's script took over: the inline scripts of the page (its React payload) ran.
      await expectHydrated(page.locator('form[action^="/api/"]'));
      expect(violations).toEqual([]);
    });
  }
});

test.describe('one way of showing an answer, on both forms', () => {
  test('the service list offers the eight services, then the laboratory tests and what the site’s pages sell as their own groups', async ({ page }) => {
    await page.goto('/contact');
    const f = await contactForm(page);
    const select = f.field('Service Interested In');
    const groups = select.locator('optgroup');
    await expect(groups).toHaveCount(3);
    await expect(groups.nth(0).locator('option')).toHaveText([...serviceOptions]);
    await expect(groups.nth(1)).toHaveAttribute('label', 'Laboratory testing');
    await expect(groups.nth(1).locator('option')).toHaveText(services.map((service) => service.title));
    await expect(groups.nth(2).locator('option')).toHaveText([...projectServiceOptions]);
    // The server takes a laboratory test as the service.
    await f.field('First Name').fill('Meera');
    await f.field('Email').fill('meera@example.org');
    await f.field('Message').fill('BMP tests for pressmud, please.');
    await select.selectOption(services[0]!.title);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('contact-status')).toHaveText(/sent successfully/);
  });

  for (const form of ['contact', 'career'] as const) {
    test(`${form}: after a success the text shows once and the button stays on one line`, async ({ page }) => {
      await page.goto(`/${form}`);
      const button = page.getByRole('button', { name: form === 'contact' ? 'Send Message' : 'Submit Application' });
      const before = (await button.boundingBox())!;
      if (form === 'contact') {
        const f = await contactForm(page);
        await f.field('First Name').fill('Meera');
        await f.field('Email').fill('meera@example.org');
        await f.field('Message').fill('A short question about CBG.');
      } else {
        const f = await careerForm(page);
        await f.field('Full Name').fill('Arjun Deshpande');
        await f.field('Email').fill('arjun@example.org');
        await f.field('Resume').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() });
      }
      await button.click();
      const status = page.getByTestId(`${form}-status`);
      await expect(status).toHaveText(/successfully/);
      // The toast shows it; the status region announces it without showing it a second time.
      await expect(page.getByTestId('toasts')).toContainText('successfully');
      await expect(page.getByText(/successfully/).filter({ visible: true })).toHaveCount(1);
      const after = (await button.boundingBox())!;
      expect(after.height).toBe(before.height);
    });
  }
});

test('on a phone the sales line and WhatsApp are one tap away above the form, where the numbers would otherwise follow it', async ({ page }) => {
  await page.goto('/contact');
  const routes = page.getByRole('navigation', { name: contactContent.form.routes.label });
  const call = routes.getByRole('link', { name: fillTemplate(contactContent.form.routes.call, { phone: company.phones.primary.label }) });
  const isPhone = (page.viewportSize()?.width ?? 1280) < 1024;
  if (!isPhone) {
    // Beside the form on a wide screen the numbers are in view already: no second copy.
    await expect(call).toBeHidden();
    return;
  }
  await expect(call).toHaveAttribute('href', `tel:${company.phones.primary.e164}`);
  await expect(routes.getByRole('link', { name: whatsappContact.action })).toBeVisible();
  const form = page.getByRole('button', { name: contactContent.form.submit });
  expect((await call.boundingBox())!.y).toBeLessThan((await form.boundingBox())!.y);
});
