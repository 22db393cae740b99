import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { locales } from '@/lib/i18n/locales';
import { openPage } from './ready';

/**
 * Arriving at a home section lands on it exactly: its top just under the sticky site bar (scroll-padding-top), not
 * where the lazily rendered sections' placeholder heights had it (render-on-approach, app/globals.css). Polled until
 * the page stops scrolling, since in-page scrolls are smooth.
 */
const WIDTHS = [375, 1280] as const;
const text = (locale: string, namespace: string, key: string): string =>
  (JSON.parse(readFileSync(join('messages', locale, `${namespace}.json`), 'utf8')) as Record<string, string>)[key] ??
  '';
const FOOTER_CTA = (locale: string) => text(locale, 'footer', 'bookCall');
const SEND = (locale: string) => text(locale, 'contact', 'submit');

async function settledTop(page: Page, selector: string): Promise<number> {
  let previous = Number.NaN;
  let top = Number.NaN;
  await expect
    .poll(
      async () => {
        top = await page
          .locator(selector)
          .first()
          .evaluate((element) => Math.round(element.getBoundingClientRect().top));
        const still = top === previous;
        previous = top;
        return still;
      },
      { intervals: [150], timeout: 15_000 },
    )
    .toBe(true);
  return top;
}

/** The section's top is where an exact arrival puts it: just under the site bar, at the page's scroll-padding-top. */
async function expectArrivedAt(page: Page, selector: string) {
  const top = await settledTop(page, selector);
  const padding = await page.evaluate(
    () => Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0,
  );
  expect(Math.abs(top - padding), `${selector} top at ${top} px, scroll-padding-top ${padding} px`).toBeLessThanOrEqual(
    4,
  );
}

async function contextFor(browser: Browser, width: number, javaScriptEnabled: boolean) {
  return browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'home anchors with JavaScript' : 'home anchors without JavaScript', () => {
    for (const locale of locales) {
      for (const width of WIDTHS) {
        test(`/${locale} at ${width} px: a direct load of #contacto and of #cta lands on the section`, async ({
          browser,
        }) => {
          const context = await contextFor(browser, width, javaScriptEnabled);
          const page = await context.newPage();
          for (const id of ['contacto', 'cta']) {
            // A new document each time (a different fragment on the same page would only scroll).
            await page.goto('about:blank');
            await page.goto(`/${locale}#${id}`);
            // After hydration: what the scripts add must not move the section once the browser has scrolled to it.
            if (javaScriptEnabled) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
            await expectArrivedAt(page, `#${id}`);
          }
          await context.close();
        });
      }
    }
  });
}

for (const locale of locales) {
  for (const width of WIDTHS) {
    test(`/${locale} at ${width} px with JavaScript: the footer's booking link from another page lands on #cta`, async ({
      browser,
    }) => {
      const context = await contextFor(browser, width, true);
      const page = await context.newPage();
      await openPage(page, `/${locale}/turismo`);
      await page
        .locator('footer')
        .getByRole('link', { name: FOOTER_CTA(locale) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}#cta$`));
      await expectArrivedAt(page, '#cta');
      await context.close();
    });
  }
}

test.describe('without JavaScript', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px an in-page link to #contacto lands on the section`, async ({ browser }) => {
      const context = await contextFor(browser, width, false);
      const page = await context.newPage();
      await page.goto('/en');
      await page.locator('[data-section="pricing"] a[href="#contacto"]').click();
      await expect(page).toHaveURL(/\/en#contacto$/);
      await expectArrivedAt(page, '#contacto');
      await context.close();
    });

    for (const locale of locales) {
      test(`/${locale} at ${width} px: a contact form posted empty from /${locale}#contacto shows its errors in view`, async ({
        browser,
      }) => {
        const context = await contextFor(browser, width, false);
        const page = await context.newPage();
        await page.goto(`/${locale}#contacto`);
        const form = page.getByTestId('contact-form');
        // Answered at the page's address without the fragment: a page opened at a fragment gives no control its
        // autofocus, which is what brings the first failing field into view.
        await Promise.all([
          page.waitForURL(new RegExp(`/${locale}$`), { waitUntil: 'load' }),
          form.getByRole('button', { name: SEND(locale) }).click(),
        ]);
        await expect(form.getByRole('alert')).toHaveCount(5);
        const invalid = form.locator('[aria-invalid="true"]').first();
        await expect(invalid).toBeFocused();
        await settledTop(page, '[data-testid="contact-form"] [aria-invalid="true"]');
        await expect(invalid).toBeInViewport({ ratio: 1 });
        await expect(form.getByRole('alert').first()).toBeInViewport();
        await context.close();
      });
    }
  }
});
