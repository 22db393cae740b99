import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, firstVisit, isoDate, storedConsent } from './consent-support';
import { openPage } from './ready';

test.use(firstVisit);

const texts = {
  es: {
    acceptAll: 'Aceptar todas',
    onlyNecessary: 'Solo necesarias',
    configure: 'Configurar',
    dialog: 'Configurar cookies',
    analytics: 'Análisis',
    marketing: 'Marketing',
    save: 'Guardar configuración',
    settings: 'Configuración de cookies',
  },
  en: {
    acceptAll: 'Accept all',
    onlyNecessary: 'Only necessary',
    configure: 'Configure',
    dialog: 'Configure cookies',
    analytics: 'Analytics',
    marketing: 'Marketing',
    save: 'Save settings',
    settings: 'Cookie settings',
  },
  it: {
    acceptAll: 'Accetta tutti',
    onlyNecessary: 'Solo necessari',
    configure: 'Configura',
    dialog: 'Configura i cookie',
    analytics: 'Statistiche',
    marketing: 'Marketing',
    save: 'Salva impostazioni',
    settings: 'Impostazioni cookie',
  },
} as const;

test.describe('cookie banner', () => {
  test('the prerendered page has no banner: it is decided in the browser, fixed at the bottom, never in the flow', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/es/turismo')).text();
    expect(html).not.toContain('data-testid="cookie-banner"');
    await openPage(page, '/es/turismo');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    const box = await banner.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
  });

  for (const locale of ['es', 'en', 'it'] as const) {
    const t = texts[locale];

    test(`${locale}: accept all writes analytics and marketing true and hides the banner for good`, async ({
      page,
    }) => {
      await openPage(page, `/${locale}`);
      const banner = page.getByTestId('cookie-banner');
      await banner.getByRole('button', { name: t.acceptAll }).click();
      await expect(banner).toBeHidden();
      // The focus is not dropped to the page: it goes on from the start of the content.
      await expect(page.locator('main#main')).toBeFocused();
      expect(await storedConsent(page)).toEqual({
        necessary: true,
        analytics: true,
        marketing: true,
        timestamp: expect.stringMatching(isoDate),
      });
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    });

    test(`${locale}: only necessary writes both false`, async ({ page }) => {
      await openPage(page, `/${locale}/nm-ia`);
      await page.getByTestId('cookie-banner').getByRole('button', { name: t.onlyNecessary }).click();
      await expect(page.getByTestId('cookie-banner')).toBeHidden();
      expect(await storedConsent(page)).toEqual({
        necessary: true,
        analytics: false,
        marketing: false,
        timestamp: expect.stringMatching(isoDate),
      });
    });

    test(`${locale}: configure opens a dialog whose toggles start on and saves as chosen`, async ({ page }) => {
      await openPage(page, `/${locale}/servicios`);
      await page.getByTestId('cookie-banner').getByRole('button', { name: t.configure }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog).toBeVisible();
      const analytics = dialog.getByRole('switch', { name: t.analytics });
      const marketing = dialog.getByRole('switch', { name: t.marketing });
      await expect(analytics).toHaveAttribute('aria-checked', 'true');
      await expect(marketing).toHaveAttribute('aria-checked', 'true');
      await expectNoAxeViolations(page);
      await marketing.click();
      await expect(marketing).toHaveAttribute('aria-checked', 'false');
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('cookie-banner')).toBeHidden();
      // Focus is not dropped on the body with the dialog: it goes to the start of the page's content.
      await expect(page.locator('#main')).toBeFocused();
      expect(await storedConsent(page)).toEqual({
        necessary: true,
        analytics: true,
        marketing: false,
        timestamp: expect.stringMatching(isoDate),
      });
    });

    test(`${locale}: the footer's cookie settings bring the choice back, and a withdrawal is saved`, async ({
      page,
    }) => {
      await openPage(page, `/${locale}/turismo`);
      await page.getByTestId('cookie-banner').getByRole('button', { name: t.acceptAll }).click();
      await expect(page.getByTestId('cookie-banner')).toBeHidden();
      const settings = page.locator('footer').getByRole('button', { name: t.settings });
      await settings.click();
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toBeFocused();
      await banner.getByRole('button', { name: t.onlyNecessary }).click();
      await expect(banner).toBeHidden();
      await expect(settings).toBeFocused();
      expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false });
    });
  }

  test('keyboard: the banner comes first in the Tab order, Escape from Configure returns to it, Space chooses', async ({
    page,
  }) => {
    await openPage(page, '/es/arquitectura');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    // A first visit: the choice is met before the page's links, not after every one of them.
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Aceptar todas' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const configure = banner.getByRole('button', { name: 'Configurar' });
    await expect(configure).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Configurar cookies' });
    await expect(dialog.getByRole('switch', { name: 'Análisis' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(configure).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('button', { name: 'Solo necesarias' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(banner).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false });
  });

  test('keyboard: settings saved from the reopened choice give focus back to the footer control that reopened it', async ({
    page,
  }) => {
    const t = texts.it;
    await openPage(page, '/it/nm-ia');
    await page.getByTestId('cookie-banner').getByRole('button', { name: t.acceptAll }).click();
    const settings = page.locator('footer').getByRole('button', { name: t.settings });
    await settings.focus();
    await page.keyboard.press('Enter');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeFocused();
    await banner.getByRole('button', { name: t.configure }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog.getByRole('switch', { name: t.analytics })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: t.save }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();
    expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: false });
  });

  test('the cookie policy page has its own cookie settings button, and reopening shows the current choice', async ({
    page,
  }) => {
    await openPage(page, '/en/cookie-policy');
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Only necessary' }).click();
    await page.locator('main').getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Configure' }).click();
    await expect(page.getByRole('switch', { name: 'Analytics' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'Marketing' })).toHaveAttribute('aria-checked', 'false');
  });

  test('an unreadable record is logged and the banner shows again', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => window.localStorage.setItem('cookieConsent', '{"necessary":true,"analytics":'));
    await openPage(page, '/es');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    expect(errors.some((text) => text.includes('[consent]') && text.includes('unreadable'))).toBe(true);
  });

  test('a record older than 12 months asks again', async ({ page }) => {
    await page.addInitScript(() => {
      const old = new Date();
      old.setUTCMonth(old.getUTCMonth() - 13);
      window.localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ necessary: true, analytics: true, marketing: true, timestamp: old.toISOString() }),
      );
    });
    await openPage(page, '/it');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
  });

  test('the chat button sits above the banner, never over it', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/es/arquitectura');
      const banner = await page.getByTestId('cookie-banner').boundingBox();
      const chat = await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).boundingBox();
      expect(banner && chat && chat.y + chat.height <= banner.y).toBe(true);
    }
  });

  for (const width of [375, 1280]) {
    test(`${width} px: every footer link or button the keyboard reaches stays clear of the open banner`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/es/turismo');
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      const footer = page.locator('footer');
      const stops = await footer.locator('a[href], button').count();
      // Start from the last control before the footer, without scrolling: the Tab key alone brings each link into view.
      await footer.evaluate((element) => {
        const all = [...document.querySelectorAll<HTMLElement>('main a[href], main button')];
        const before = all
          .filter((control) => control.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
          .at(-1);
        before?.focus({ preventScroll: true });
      });
      const seen: string[] = [];
      for (let i = 0; i < stops; i++) {
        await page.keyboard.press('Tab');
        const name = await page.evaluate(() => {
          const active = document.activeElement;
          return active?.closest('footer')
            ? active.textContent?.trim() || active.getAttribute('aria-label') || '?'
            : null;
        });
        if (name === null) break;
        seen.push(name);
        // The page may scroll smoothly: wait for the focused control to settle clear of the banner.
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                const control = document.activeElement?.getBoundingClientRect();
                const cover = document.querySelector('[data-testid="cookie-banner"]')?.getBoundingClientRect();
                if (!control || !cover) return 'missing';
                const overlaps =
                  control.bottom > cover.top &&
                  control.top < cover.bottom &&
                  control.right > cover.left &&
                  control.left < cover.right;
                return overlaps
                  ? `covered: ${Math.round(control.top)}–${Math.round(control.bottom)} under ${Math.round(cover.top)}`
                  : 'clear';
              }),
            { message: name, timeout: 3000 },
          )
          .toBe('clear');
      }
      expect(seen).toContain('Aviso legal');
      expect(seen).toContain('Política de cookies');
      expect(seen.length).toBe(stops);
    });
  }

  test('a banner that grows while a footer link has the keyboard focus moves the page so the link stays clear', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, '/es/turismo');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    const link = page.locator('footer').getByRole('link', { name: 'Aviso legal' });
    // The keyboard's focus (a visible one) on the link, then the banner's content taller by 160 px, as when its text
    // rewraps.
    await link.evaluate((element) => {
      const all = [...document.querySelectorAll<HTMLElement>('a[href], button')];
      all[all.findIndex((control) => control === element) - 1]?.focus();
    });
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const clearance = () =>
      link.evaluate((element) => {
        const cover = document.querySelector('[data-testid="cookie-banner"]')?.getBoundingClientRect();
        return cover ? Math.round(cover.top - element.getBoundingClientRect().bottom) : Number.NaN;
      });
    await expect.poll(clearance).toBeGreaterThanOrEqual(0);
    await banner.locator('h2').evaluate((title) => {
      title.style.paddingTop = '160px';
    });
    await expect.poll(clearance).toBeGreaterThanOrEqual(0);
  });

  for (const url of [
    '/es',
    '/es/arquitectura',
    '/es/consulta-gratuita',
    '/es/cookie-policy',
    '/en/turismo',
    '/it/servicios',
  ]) {
    test(`${url}: no axe violations with the banner showing`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await openPage(page, url);
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
