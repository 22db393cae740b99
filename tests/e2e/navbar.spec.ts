import { openPage } from './ready';
import { expect, test, type Page } from '@playwright/test';

const menuToggle = (page: Page) => page.getByRole('button', { name: /menú|menu/i, includeHidden: true });
const desktopMenu = (page: Page) =>
  page
    .getByRole('navigation', { name: /navegación principal/i })
    .locator('ul')
    .first();

test.describe('navigation bar', () => {
  test('shows the full menu from 1280 px wide, with the entries in order', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/es/turismo');
    await expect(menuToggle(page)).toBeHidden();
    const labels = await desktopMenu(page).locator('li').allInnerTexts();
    expect(labels.map((l) => l.trim().toLowerCase())).toEqual([
      'inicio',
      'arquitectura',
      'corporativo',
      'turismo',
      'nm+ia',
      'servicios',
      'contacto',
    ]);
  });

  test('below 1280 px the menu collapses, opens, and closes when the width crosses the breakpoint', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1279, height: 900 });
    await openPage(page, '/es/turismo');
    await expect(desktopMenu(page)).toBeHidden();
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Arquitectura' }).last()).toBeVisible();
    await page.setViewportSize({ width: 1300, height: 900 });
    await expect(menuToggle(page)).toBeHidden();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('padding shrinks once the page is scrolled more than 50 px', async ({ page }) => {
    await openPage(page, '/es');
    const header = page.locator('header').first();
    const padding = () => header.evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
    const before = await padding();
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(400);
    expect(await padding()).toBe(before);
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(padding).toBeLessThan(before);
  });

  test('the language switcher replaces the first segment without a new history entry and stores the choice', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/es/arquitectura');
    await openPage(page, '/es/consulta-gratuita');
    const length = await page.evaluate(() => history.length);
    await page
      .getByRole('link', { name: /english/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/free-consultation$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => history.length)).toBe(length);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await page
      .getByRole('link', { name: /italiano/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/it\/consulenza-gratuita$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/es\/arquitectura$/);
  });

  test('switching language keeps the filter and the section in view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/es/arquitectura?filter=offices#portfolio');
    await page
      .getByRole('link', { name: /english/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/arquitectura\?filter=offices#portfolio$/);
    await expect(page.getByRole('link', { name: 'Offices' })).toHaveAttribute('aria-current', 'page');
  });

  test('the choice is remembered: unprefixed addresses then use it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/es/turismo');
    await page
      .getByRole('link', { name: /italiano/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/it\/turismo$/);
    await openPage(page, '/publicidad');
    await expect(page).toHaveURL(/\/it\/publicidad$/);
  });

  test('contact on the home page scrolls smoothly to the contact section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/es');
    await desktopMenu(page).getByRole('link', { name: 'Contacto' }).click();
    await expect(page.locator('#contacto')).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe('/es');
  });

  test("the home page's own in-page links end on their target, past sections rendered only on approach", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/es');
    await page
      .locator('#home')
      .getByRole('link', { name: /reserva|consulta/i })
      .first()
      .click();
    await expect(page.locator('#cta')).toBeInViewport();
    await page.locator('[data-section="pricing"] a[href="#contacto"]').click();
    await expect(page.locator('#contacto')).toBeInViewport();
  });

  test('contact from another page stores the target, goes home, scrolls there and clears it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/es/turismo');
    await desktopMenu(page).getByRole('link', { name: 'Contacto' }).click();
    await expect(page).toHaveURL(/\/es(#contacto)?$/);
    await expect(page.locator('#contacto')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('scrollTarget'))).toBeNull();
  });

  test('the home page scrolls to a stored target on arrival after 500 ms, then clears it', async ({ page }) => {
    await openPage(page, '/es/turismo');
    await page.evaluate(() => localStorage.setItem('scrollTarget', 'cta'));
    await openPage(page, '/es');
    await expect(page.locator('#cta')).toBeInViewport();
    expect(await page.evaluate(() => localStorage.getItem('scrollTarget'))).toBeNull();
  });
});
