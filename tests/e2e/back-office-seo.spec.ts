import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_OWNER } from './servers';
import { signIn } from './back-office-support';

/*
 * The SEO tab of a page and of a gallery, as the owner uses it: a title and description typed in one language are
 * that page's <title>, description and share card in that language only; emptied, the page says what it said before.
 */
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const itPages = JSON.parse(readFileSync('messages/it/pages.json', 'utf8')) as Record<string, { metaTitle: string }>;

/** The page's <title>, description and og:title as a fresh visitor's browser receives them. */
async function headOf(browser: Browser, path: string) {
  const context = await browser.newContext();
  try {
    const html = await (await context.request.get(path, { headers: { 'cache-control': 'no-cache' } })).text();
    const content = (pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
    return {
      title: content(/<title>([^<]*)<\/title>/),
      description: content(/<meta name="description" content="([^"]*)"/),
      ogTitle: content(/<meta property="og:title" content="([^"]*)"/),
    };
  } finally {
    await context.close();
  }
}

async function openSeoTab(page: Page, address: string) {
  await page.goto(address);
  await page.getByRole('button', { name: 'SEO', exact: true }).click();
}

/** Opens a document's SEO tab in one content language and types its title and description. */
async function typeSeo(page: Page, address: string | null, title: string, description: string) {
  if (address) await openSeoTab(page, address);
  const titleField = page.locator('#field-meta__title');
  await expect(titleField).toBeVisible({ timeout: 20_000 });
  await titleField.fill(title);
  await page.locator('#field-meta__description').fill(description);
  await page.locator('#action-save').click();
  await expect(page.locator('.payload-toast-container')).toContainText(/./, { timeout: 15_000 });
}

test('an Italian SEO title on the NM+IA page is its Italian <title>; Spanish and English keep theirs', async ({
  page,
  browser,
}) => {
  const before = { es: await headOf(browser, '/es/nm-ia'), en: await headOf(browser, '/en/nm-ia') };
  const italianBefore = await headOf(browser, '/it/nm-ia');
  await signIn(page, ADMIN_OWNER);
  // "Generate" offers what the page says today, and the preview shows the Italian address.
  await openSeoTab(page, '/admin/globals/nm-ia-page?locale=it');
  // The title's button is the first of the tab's (the description has its own).
  const generate = /^(Generar automáticamente|Auto-generate|Generazione automatica)$/;
  await page.getByRole('button', { name: generate }).first().click();
  await expect(page.locator('#field-meta__title')).toHaveValue(itPages['nm-ia']?.metaTitle ?? '');
  await expect(page.getByText(/localhost:\d+\/it\/nm-ia$/)).toBeVisible();
  const title = `Neuromarketing che si vede ${run}`;
  await typeSeo(page, null, title, 'Immagini scelte con i dati, non a caso.');
  try {
    await expect
      .poll(async () => (await headOf(browser, '/it/nm-ia')).title, { timeout: 10_000, intervals: [500] })
      .toBe(`${title} · Lumen Estudio`);
    expect(await headOf(browser, '/it/nm-ia')).toMatchObject({
      description: 'Immagini scelte con i dati, non a caso.',
      ogTitle: title,
    });
    expect(await headOf(browser, '/es/nm-ia')).toEqual(before.es);
    expect(await headOf(browser, '/en/nm-ia')).toEqual(before.en);
  } finally {
    const cleared = await page.request.post('/cms-api/globals/nm-ia-page?locale=it', {
      data: { meta: { title: null, description: null } },
    });
    expect(cleared.status()).toBe(200);
  }
  await expect
    .poll(async () => headOf(browser, '/it/nm-ia'), { timeout: 10_000, intervals: [500] })
    .toEqual(italianBefore);
});

test('an English SEO title on a tourism gallery titles its English address, not the portfolio', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN_OWNER);
  const found = (await (
    await page.request.get('/cms-api/galleries?where[category][equals]=tourism&limit=1&depth=0')
  ).json()) as { docs: { id: number; galleryId: string }[] };
  const gallery = found.docs[0];
  expect(gallery).toBeTruthy();
  const address = `/en/turismo/gallery/${gallery?.galleryId}`;
  const portfolio = await headOf(browser, '/en/turismo');
  const title = `Valencia from the sea ${run}`;
  await typeSeo(page, `/admin/collections/galleries/${gallery?.id}?locale=en`, title, 'A day on the coast, in light.');
  try {
    await expect
      .poll(async () => (await headOf(browser, address)).title, { timeout: 10_000, intervals: [500] })
      .toBe(`${title} · Lumen Estudio`);
    expect(await headOf(browser, '/en/turismo')).toEqual(portfolio);
    expect((await headOf(browser, `/es/turismo/gallery/${gallery?.galleryId}`)).title).not.toContain(title);
  } finally {
    const cleared = await page.request.patch(`/cms-api/galleries/${gallery?.id}?locale=en`, {
      data: { meta: { title: null, description: null } },
    });
    expect(cleared.status()).toBe(200);
  }
});
