import { expect, test, type Browser, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { OPENED_GALLERY_HEADER } from '../../lib/domain/gallery-filter';
import { architectureManifest } from '../../lib/provider/embedded/content/galleries/architecture-manifest';
import { axeViolations } from './axe';
import { openPage } from './ready';

const PROTECTED = 'boutique-privada-retail';
const PASSWORD = process.env.DEMO_GALLERY_PASSWORD ?? 'lumen-retail-2025';
const word = { es: 'imagen', en: 'image', it: 'immagine' } as const;
const texts = {
  es: {
    close: 'Volver a las galerías',
    locked: 'Galería Protegida',
    needs: /solo se ven con la contraseña/,
    filters: 'Filtrar galerías',
    offices: 'Oficinas',
    unlock: 'Escribir la contraseña',
    label: 'Contraseña',
    submit: 'Acceder',
    cancel: 'Cancelar',
    wrong: 'Contraseña incorrecta',
    empty: 'Escribe la contraseña.',
  },
  en: {
    close: 'Back to the galleries',
    locked: 'Protected Gallery',
    needs: /only be seen with the password/,
    filters: 'Filter galleries',
    offices: 'Offices',
    unlock: 'Enter the password',
    label: 'Password',
    submit: 'Access',
    cancel: 'Cancel',
    wrong: 'Incorrect password',
    empty: 'Enter the password.',
  },
  it: {
    close: 'Torna alle gallerie',
    locked: 'Galleria Protetta',
    needs: /si vedono solo con la password/,
    filters: 'Filtra le gallerie',
    offices: 'Uffici',
    unlock: 'Inserisci la password',
    label: 'Password',
    submit: 'Accedi',
    cancel: 'Annulla',
    wrong: 'Password errata',
    empty: 'Inserisci la password.',
  },
} as const;

const opened = (page: Page) => page.getByTestId('gallery-nojs');

/**
 * Every file of the served build's server output, where Next keeps its prerendered pages and those it renders later.
 */
const builtFiles = (): string[] =>
  readdirSync(path.join(process.env.NEXT_DIST_DIR ?? '.next', 'server'), { recursive: true, encoding: 'utf8' }).map(
    (file) => `/${file.split(path.sep).join('/')}`,
  );

/**
 * axe on a page as a browser without JavaScript draws it. axe itself needs scripts (it waits on timers), so the page is
 * opened with them on but without the site's own (every /_next/static script refused), and each <noscript> is drawn in
 * place as a browser with scripting off parses it.
 */
async function axeWithoutScripts(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  try {
    await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
    await page.goto(url);
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('noscript')) element.outerHTML = element.textContent ?? '';
    });
    await expect(opened(page)).toBeVisible();
    return await axeViolations(page);
  } finally {
    await context.close();
  }
}
const cards = (page: Page) => page.getByTestId('gallery-grid').locator('a[data-gallery]');

test.describe('without JavaScript, a card’s link shows its gallery', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['es', 'en', 'it'] as const) {
    test(`architecture, in ${lang}: title, every photograph with its alt text, at the top; the close link returns to the grid`, async ({
      page,
    }) => {
      const gallery = architectureManifest.find((entry) => entry.id === 'atico-ruzafa-valencia-casas');
      if (!gallery) throw new Error('the manifest has changed');
      const title = gallery.title[lang];
      await page.goto(`/${lang}/arquitectura`);
      await page.locator(`a[data-gallery="${gallery.id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/arquitectura\\?gallery=${gallery.id}$`));
      await expect(opened(page).getByRole('heading', { name: title })).toBeInViewport();
      const photos = opened(page).getByRole('img');
      await expect(photos).toHaveCount(gallery.imageCount);
      for (let n = 1; n <= gallery.imageCount; n++) {
        await expect(photos.nth(n - 1)).toHaveAttribute('alt', `${title} · ${word[lang]} ${n}`);
      }
      // At the viewer's sizes, through the media route, and really drawn.
      const first = photos.first();
      await expect(first).toHaveAttribute('src', `/media/architecture/${gallery.id}/01.jpg?w=1200`);
      await expect(first).toHaveAttribute('srcset', new RegExp(`01\\.jpg\\?w=800 800w, .*01\\.jpg\\?w=1200 1200w`));
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      // The grid is still below (the page is the same), and the close link goes back to it.
      await expect(cards(page)).toHaveCount(architectureManifest.length);
      await opened(page).getByRole('link', { name: texts[lang].close }).first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/arquitectura#portfolio$`));
      await expect(opened(page)).toHaveCount(0);
      await expect(cards(page).first()).toBeVisible();
    });
  }

  test('from a filtered grid, and no axe violations with the gallery shown', async ({ page, browser }) => {
    await page.goto('/it/arquitectura');
    await page
      .getByRole('navigation', { name: texts.it.filters })
      .getByRole('link', { name: texts.it.offices })
      .click();
    await expect(page).toHaveURL(/\?filter=offices/);
    const card = cards(page).first();
    const id = await card.getAttribute('data-gallery');
    const entry = architectureManifest.find((e) => e.id === id);
    if (!entry) throw new Error(`no gallery ${id}`);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/it/arquitectura\\?gallery=${id}$`));
    await expect(opened(page).getByRole('heading', { name: entry.title.it })).toBeVisible();
    await expect(opened(page).getByRole('img')).toHaveCount(entry.imageCount);
    expect(await axeWithoutScripts(browser, page.url())).toEqual([]);
  });

  test('tourism and advertising galleries, with their captions and locations', async ({ page, request }) => {
    const [tour] = (await (await request.get('/api/galleries?page=turismo&lang=en')).json()) as {
      id: string;
      title: string;
      images: { title: string; location: string }[];
    }[];
    if (!tour?.images[0]) throw new Error('no tourism gallery');
    await page.goto('/en/turismo');
    await page.locator(`a[data-gallery="${tour.id}"]`).click();
    await expect(opened(page).getByRole('heading', { name: tour.title })).toBeVisible();
    await expect(opened(page).getByRole('img')).toHaveCount(tour.images.length);
    await expect(opened(page).getByRole('img').first()).toHaveAttribute('alt', tour.images[0].title);
    await expect(opened(page).locator('figcaption').first()).toContainText(tour.images[0].location);

    const [ad] = (await (await request.get('/api/galleries?page=publicidad&lang=es')).json()) as {
      id: string;
      title: string;
      images: { title: string }[];
    }[];
    if (!ad) throw new Error('no advertising gallery');
    await page.goto('/es/publicidad');
    await page.locator(`a[data-gallery="${ad.id}"]`).click();
    await expect(opened(page).getByRole('heading', { name: ad.title })).toBeVisible();
    await expect(opened(page).getByRole('img')).toHaveCount(ad.images.length);
    await opened(page).getByRole('link', { name: texts.es.close }).last().click();
    await expect(page).toHaveURL(/\/es\/publicidad#portfolio$/);
  });

  for (const lang of ['es', 'en', 'it'] as const) {
    test(`the protected gallery, in ${lang}, says it needs the password and shows none of its photographs`, async ({
      page,
      browser,
    }) => {
      await page.goto(`/${lang}/arquitectura?filter=retail`);
      await page.locator(`a[data-gallery="${PROTECTED}"]`).click();
      await expect(page).toHaveURL(new RegExp(`\\?gallery=${PROTECTED}$`));
      const panel = opened(page);
      await expect(panel.getByText(texts[lang].locked, { exact: true })).toBeVisible();
      await expect(panel.getByText(texts[lang].needs)).toBeVisible();
      await expect(panel.getByRole('img')).toHaveCount(0);
      expect(await page.content()).not.toMatch(new RegExp(`${PROTECTED}/\\d\\d\\.jpg`));
      await expect(panel.getByRole('link', { name: texts[lang].close }).first()).toHaveAttribute(
        'href',
        `/${lang}/arquitectura#portfolio`,
      );
      if (lang === 'es') expect(await axeWithoutScripts(browser, page.url())).toEqual([]);
    });

    test(`the protected gallery, in ${lang}, opens with its password in a form that needs no JavaScript`, async ({
      page,
      browser,
    }) => {
      await page.goto(`/${lang}/arquitectura?gallery=${PROTECTED}`);
      await opened(page).getByRole('link', { name: texts[lang].unlock }).click();
      const unlockUrl = `/${lang}/arquitectura/gallery/${PROTECTED}/unlock`;
      await expect(page).toHaveURL(new RegExp(`${unlockUrl}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const field = page.getByLabel(texts[lang].label, { exact: true });
      await expect(page.getByRole('link', { name: texts[lang].cancel })).toHaveAttribute(
        'href',
        `/${lang}/arquitectura#portfolio`,
      );
      // The server's answers, in the page's language, under the field (the per-client attempts are few: one wrong try).
      await page.getByRole('button', { name: texts[lang].submit }).click();
      await expect(page.getByRole('alert')).toHaveText(texts[lang].empty);
      if (lang === 'es') {
        await page.getByLabel(texts[lang].label, { exact: true }).fill('no-es-esta');
        await page.getByRole('button', { name: texts[lang].submit }).click();
        await expect(page.getByRole('alert')).toHaveText(texts[lang].wrong);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        // The new page puts the visitor back in the field, whose description is the message.
        await expect(field).toBeFocused();
        await expect(field).toHaveAccessibleDescription(texts[lang].wrong);
        expect(await axeWithoutScripts(browser, page.url())).toEqual([]);
      }
      await expect(page.getByRole('img')).toHaveCount(0);
      await page.getByLabel(texts[lang].label, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: texts[lang].submit }).click();
      await expect(page).toHaveURL(new RegExp(`${unlockUrl}$`));
      // Its photographs, served to the holder of the unlock cookie.
      const photographs = opened(page).getByRole('img');
      await expect(photographs.first()).toBeVisible();
      expect(await photographs.count()).toBeGreaterThan(1);
      await expect
        .poll(() => photographs.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      // Anyone else on the same address still gets the form, and none of the photographs.
      const stranger = await browser.newPage({ javaScriptEnabled: false });
      await stranger.goto(page.url());
      await expect(stranger.getByLabel(texts[lang].label, { exact: true })).toBeVisible();
      expect(await stranger.content()).not.toMatch(new RegExp(`${PROTECTED}/\\d\\d\\.jpg`));
      await stranger.close();
    });
  }

  test('the unlock page of a gallery that is not protected, or not there, sends the visitor to its usual address', async ({
    page,
  }) => {
    await page.goto('/es/arquitectura/gallery/atico-ruzafa-valencia-casas/unlock');
    await expect(page).toHaveURL(/\/es\/arquitectura\?gallery=atico-ruzafa-valencia-casas$/);
    await page.goto('/en/arquitectura/gallery/no-such-gallery/unlock');
    await expect(page).toHaveURL(/\/en\/arquitectura#portfolio$/);
  });
});

test.describe('with JavaScript nothing of it shows', () => {
  test('the same address opens the viewer over the grid, and the page draws no second copy of the gallery', async ({
    page,
    request,
  }) => {
    const id = 'atico-ruzafa-valencia-casas';
    const response = await request.get(`/es/arquitectura?gallery=${id}`);
    // Prerendered like the page itself.
    expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(await response.text()).toContain('data-testid="gallery-nojs"');
    await openPage(page, `/es/arquitectura?gallery=${id}`);
    await expect(page.getByTestId('gallery-viewer')).toBeVisible({ timeout: 15_000 });
    await expect(opened(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('gallery-viewer')).toHaveCount(0, { timeout: 2000 });
    await expect(page).toHaveURL(/\/es\/arquitectura$/);
    await expect(opened(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(architectureManifest.length);
  });

  test('an invented gallery id is the grid, as before, and leaves no page behind', async ({ request }) => {
    const invented = `no-such-gallery-${Date.now().toString(36)}`;
    for (const headers of [{}, { [OPENED_GALLERY_HEADER]: invented }] as Record<string, string>[]) {
      const response = await request.get(`/en/arquitectura?gallery=${invented}`, { headers });
      expect(response.status()).toBe(200);
      expect(await response.text()).not.toContain('data-testid="gallery-nojs"');
      const segment = await request.get(`/en/arquitectura/gallery/${invented}`, { headers, maxRedirects: 0 });
      expect(segment.status()).toBe(307);
      expect(segment.headers()['location']).toMatch(/\/en\/arquitectura$/);
    }
    // A real gallery's page is cached where Next keeps the pages it rendered on request; the invented one is nowhere.
    const real = 'villa-pinar-moraira-casas';
    expect(await (await request.get(`/en/arquitectura?gallery=${real}`)).text()).toContain(
      'data-testid="gallery-nojs"',
    );
    await expect
      .poll(() => builtFiles().some((file) => file.includes(`/en/arquitectura/gallery/${real}.`)), { timeout: 10_000 })
      .toBe(true);
    expect(builtFiles().filter((file) => file.includes(invented))).toEqual([]);
  });
});

test.describe('on a phone, the filters are one sideways row', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const javaScriptEnabled of [false, true]) {
    test(`the current filter is in view when the page opens, the first one too (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 740 } });
      const page = await context.newPage();
      const inView = async (address: string, filter: string) => {
        await page.goto(address);
        const pill = page.locator(`.pf-filter[data-filter="${filter}"]`);
        await expect(pill).toHaveAttribute('aria-current', 'page');
        // Wholly on the screen. (The row keeps its 1.25 rem padding around it, but a brand font that arrives after the
        // first layout, on a busy machine, changes the pills' widths by a few pixels after the row was scrolled.)
        const place = () =>
          pill.evaluate((element) => {
            const box = element.getBoundingClientRect();
            return { left: Math.round(box.left), right: Math.round(box.right), width: window.innerWidth };
          });
        await expect
          .poll(
            async () => {
              const { left, right, width } = await place();
              return left >= 0 && right <= width;
            },
            { message: JSON.stringify(await place()) },
          )
          .toBe(true);
      };
      // The last filters start off-screen to the right at 375 px.
      for (const lang of ['es', 'en', 'it'] as const)
        await inView(`/${lang}/arquitectura?filter=retail#portfolio`, 'retail');
      await inView('/es/arquitectura?filter=offices', 'offices');
      await inView('/es/arquitectura', 'all');
      await context.close();
    });
  }
});
