import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openPage } from './ready';

/**
 * The header and its links without JavaScript (language links, the mobile menu, contact from any page, the booking
 * section's ways in) and the mobile menu with the keyboard (Escape, Tab past its end, the chat while it is open).
 */

const locales = ['es', 'en', 'it'] as const;
type Locale = (typeof locales)[number];

const read = (locale: Locale, namespace: string) =>
  JSON.parse(readFileSync(join('messages', locale, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
const nav = (locale: Locale) =>
  read(locale, 'nav') as Record<string, string> & { languageNames: Record<Locale, string> };
const booking = (locale: Locale) => (read(locale, 'booking') as { home: Record<string, string> }).home;
const chatOpen = (locale: Locale) => (read(locale, 'chat') as { launcher: { open: string } }).launcher.open;
const bookingPage: Record<Locale, string> = {
  es: '/es/consulta-gratuita',
  en: '/en/free-consultation',
  it: '/it/consulenza-gratuita',
};

const header = (page: Page) => page.locator('header').first();
const panel = (page: Page) => page.locator('#site-menu');
const languageGroup = (page: Page, locale: Locale) =>
  header(page)
    .getByRole('group', { name: nav(locale).language })
    .first();

test.describe('header without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    const t = nav(locale);
    const other: Locale = locale === 'en' ? 'it' : 'en';

    test(`${locale}: each language is a link to the same page in that language, and following one stores it`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(bookingPage[locale]);
      const group = languageGroup(page, locale);
      for (const code of locales) {
        const link = group.getByRole('link', { name: `${code.toUpperCase()} · ${t.languageNames[code]}` });
        await expect(link).toHaveAttribute('href', bookingPage[code]);
        await expect(link).toHaveAttribute('hreflang', code);
        await expect(link).toHaveAttribute('lang', code);
        if (code === locale) await expect(link).toHaveAttribute('aria-current', 'true');
        else await expect(link).not.toHaveAttribute('aria-current', /.*/);
      }
      await group.getByRole('link', { name: new RegExp(`^${other.toUpperCase()} ·`) }).click();
      await expect(page).toHaveURL(new RegExp(`${bookingPage[other]}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'i18nextLng')?.value).toBe(other);
      // An unprefixed address now opens in the chosen language.
      await page.goto('/turismo');
      await expect(page).toHaveURL(new RegExp(`/${other}/turismo$`));
    });

    test(`${locale}: below 1280 px the menu button opens the menu, whose links work, and closes it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 760 });
      await page.goto(`/${locale}/turismo`);
      await expect(panel(page)).toBeHidden();
      await header(page).getByRole('link', { name: t.openMenu }).click();
      await expect(panel(page)).toBeVisible();
      await expect(header(page).getByRole('link', { name: t.openMenu })).toBeHidden();
      await expect(panel(page).getByRole('group', { name: t.language })).toBeVisible();
      await header(page).getByRole('link', { name: t.closeMenu }).click();
      await expect(panel(page)).toBeHidden();
      await header(page).getByRole('link', { name: t.openMenu }).click();
      await panel(page).getByRole('link', { name: t.architecture, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/arquitectura$`));
      await expect(panel(page)).toBeHidden();
    });

    test(`${locale}: contact from another page leads to the home page's contact section`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/${locale}/turismo`);
      const home = `/${locale}#contacto`;
      await expect(header(page).locator('.nav-bar').getByRole('link', { name: t.contact })).toHaveAttribute(
        'href',
        home,
      );
      await expect(panel(page).getByRole('link', { name: t.contact, includeHidden: true })).toHaveAttribute(
        'href',
        home,
      );
      const footer = page.locator('footer');
      await expect(footer.getByRole('link', { name: t.contact, exact: true })).toHaveAttribute('href', home);
      // The footer's other in-page links point at the home page too.
      for (const hash of ['servicios', 'que-hacemos', 'cta'])
        await expect(footer.locator(`a[href="/${locale}#${hash}"]`)).toHaveCount(1);
      await expect(footer.locator('a[href^="#"]')).toHaveCount(0);
      await expect(header(page).locator('a[href^="#"]:not([href="#main"]):not([href^="#site-"])')).toHaveCount(0);
      await header(page).locator('.nav-bar').getByRole('link', { name: t.contact }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}#contacto$`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('#contacto')).toBeInViewport();
    });

    test(`${locale}: the booking section's buttons lead to the booking page`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 760 });
      await page.goto(`/${locale}`);
      const b = booking(locale);
      const cta = page.locator('#cta');
      for (const name of [b.bookNow ?? '', b.calendarPrompt ?? '']) {
        await expect(cta.getByRole('link', { name })).toHaveAttribute('href', bookingPage[locale]);
      }
      await cta.getByRole('link', { name: b.calendarPrompt }).click();
      await expect(page).toHaveURL(new RegExp(`${bookingPage[locale]}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('header with JavaScript', () => {
  for (const locale of locales) {
    const t = nav(locale);
    const toggle = (page: Page) =>
      header(page).getByRole('button', { name: new RegExp(`^(${t.openMenu}|${t.closeMenu})$`) });

    test(`${locale}: the mobile menu closes on Escape with focus back on its button, and when Tab leaves it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 760 });
      await openPage(page, `/${locale}/turismo`);
      await toggle(page).focus();
      await page.keyboard.press('Enter');
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle(page)).toHaveAccessibleName(t.closeMenu ?? '');
      await page.keyboard.press('Tab');
      await expect(panel(page).getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel(page)).toBeHidden();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle(page)).toBeFocused();

      // Tab through the whole menu: past its last control the menu closes, so focus never lands under it.
      await page.keyboard.press('Enter');
      await expect(panel(page)).toBeVisible();
      const last = panel(page).locator('a, button').last();
      for (let presses = 0; presses < 20; presses += 1) {
        if (await last.evaluate((element) => element === document.activeElement)) break;
        await page.keyboard.press('Tab');
      }
      await expect(last).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(panel(page)).toBeHidden();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      const outside = await page.evaluate(() => !document.querySelector('header')?.contains(document.activeElement));
      expect(outside).toBe(true);
    });

    test(`${locale}: opening the chat while the menu is open closes the menu`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 760 });
      await openPage(page, `/${locale}/turismo`);
      const launcher = page.getByRole('button', { name: chatOpen(locale) });
      await expect(launcher).toBeVisible();
      await toggle(page).click();
      await expect(panel(page)).toBeVisible();
      await launcher.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(panel(page)).toBeHidden();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      // Nothing of the header lies over the chat's input.
      const input = page.getByRole('dialog').getByRole('textbox');
      const box = await input.boundingBox();
      const covered = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('header') !== null, {
        x: (box?.x ?? 0) + 10,
        y: (box?.y ?? 0) + 10,
      });
      expect(covered).toBe(false);
    });

    test(`${locale}: the language links, enhanced, mark the current one and keep the booking section's dialog`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openPage(page, `/${locale}`);
      const group = languageGroup(page, locale);
      await expect(group.getByRole('link', { name: new RegExp(`^${locale.toUpperCase()} ·`) })).toHaveAttribute(
        'aria-current',
        'true',
      );
      const bookNow = page.locator('#cta').getByRole('button', { name: booking(locale).bookNow });
      await expect(bookNow).toHaveAttribute('aria-haspopup', 'dialog');
      await expect(page.locator('#cta').getByRole('button', { name: booking(locale).calendarPrompt })).toBeVisible();
    });
  }
});
