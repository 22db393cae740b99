import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { signIn } from './back-office-support';
import { ADMIN_OWNER } from './servers';

/*
 * An editor previews an edit before visitors see it: the Spanish hero typed into the back office is saved as a draft
 * (autosave), the real /es shows it to the editor only — in draft mode, with the preview bar — and to visitors only
 * once it is published. The admin's live preview shows the page beside the form and follows the typing. A visitor who
 * opens the preview link, or copies the draft-mode cookie, never sees the draft. It runs in a project of its own after
 * the other back-office specs (it changes the home page every spec reads) and puts the hero back.
 */
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const DRAFT_COOKIE = '__prerender_bypass';

type Hero = { id: number | string; title: string };

async function spanishHero(request: APIRequestContext, draft: boolean): Promise<Hero> {
  const response = await request.get(
    `/cms-api/contents?where[entryId][equals]=home-hero&locale=es&depth=0${draft ? '&draft=true' : ''}`,
  );
  expect(response.status()).toBe(200);
  const [doc] = ((await response.json()) as { docs: Hero[] }).docs;
  if (!doc) throw new Error('no home-hero entry');
  return doc;
}

const headingOf = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';

/** The home page's hero heading as a visitor's browser receives it: a fresh context, no cookies, nothing cached. */
async function visitorHeading(browser: Browser, path = '/es'): Promise<string> {
  const context = await browser.newContext();
  try {
    return headingOf(await (await context.request.get(path, { headers: { 'cache-control': 'no-cache' } })).text());
  } finally {
    await context.close();
  }
}

const previewBar = (page: Page) => page.locator('[data-preview-bar]');

/**
 * Whether a text is anywhere in what the served build keeps for later requests: Next's data cache (the content reads)
 * and its stored renders of the Spanish home page (the static and revalidated HTML and RSC payloads).
 */
function storedByTheServer(text: string): string[] {
  const dist = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');
  const dataCache = path.join(dist, 'cache', 'fetch-cache');
  const files = [
    ...(existsSync(dataCache) ? readdirSync(dataCache).map((name) => path.join(dataCache, name)) : []),
    ...['es.html', 'es.rsc', 'es.meta']
      .map((name) => path.join(dist, 'server', 'app', name))
      .filter((file) => existsSync(file)),
  ];
  return files.filter((file) => readFileSync(file, 'utf8').includes(text));
}

let published: Hero;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ADMIN_OWNER);
  published = await spanishHero(page.request, false);
  await context.close();
});

test.afterAll(async ({ browser }) => {
  // Put the hero back as it was, published, so that other specs and a second run start from the seed.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ADMIN_OWNER);
  const restored = await page.request.patch(`/cms-api/contents/${published.id}?locale=es`, {
    data: { title: published.title, _status: 'published' },
  });
  expect(restored.status()).toBe(200);
  await expect.poll(() => visitorHeading(browser), { timeout: 10_000, intervals: [500] }).toContain(published.title);
  await context.close();
});

test('a draft of the Spanish hero: unchanged for visitors, shown in the editor’s preview with the bar; published, shown to all within 10 s', async ({
  page,
  browser,
}) => {
  const visitorBefore = await visitorHeading(browser);
  expect(visitorBefore).toContain(published.title);
  await signIn(page, ADMIN_OWNER);
  const draftTitle = `Borrador del estudio ${run}`;

  await page.goto(`/admin/collections/contents/${published.id}?locale=es`);
  const title = page.locator('#field-title');
  await expect(title).toHaveValue(published.title, { timeout: 20_000 });
  await title.fill(draftTitle);
  // Autosave keeps the draft; nothing is published.
  await expect
    .poll(async () => (await spanishHero(page.request, true)).title, { timeout: 15_000, intervals: [500] })
    .toBe(draftTitle);
  expect((await spanishHero(page.request, false)).title).toBe(published.title);

  // A visitor still reads the published hero (and keeps doing so: nothing was expired).
  await page.waitForTimeout(1_500);
  expect(await visitorHeading(browser)).toBe(visitorBefore);

  // The editor's preview of the real page: draft mode on, the draft in the heading, the bar, and no cache, no index.
  const response = await page.goto(`/api/preview?path=${encodeURIComponent('/es')}`);
  expect(new URL(page.url()).pathname).toBe('/es');
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['cache-control']).toMatch(/no-store/);
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('h1')).toContainText(draftTitle);
  await expect(previewBar(page)).toBeVisible();
  await expect(previewBar(page)).toContainText('Vista previa');
  await expect(previewBar(page)).toContainText('Español');
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();

  // The draft was read for this request only: nothing the server keeps for later requests holds it.
  expect(storedByTheServer(draftTitle)).toEqual([]);

  // Still the published hero for a visitor, and for a visitor holding the editor's draft-mode cookie without a session.
  expect(await visitorHeading(browser)).toBe(visitorBefore);
  const draftCookie = (await page.context().cookies()).find((cookie) => cookie.name === DRAFT_COOKIE);
  expect(draftCookie).toBeTruthy();
  const thief = await browser.newContext();
  if (draftCookie) await thief.addCookies([draftCookie]);
  const stolen = await thief.newPage();
  const redirects: number[] = [];
  stolen.on('response', (answer) => {
    if (new URL(answer.url()).pathname === '/es') redirects.push(answer.status());
  });
  const served = await stolen.goto('/es');
  await expect(stolen.locator('h1')).toContainText(published.title);
  await expect(previewBar(stolen)).toHaveCount(0);
  // Without a session the cookie is taken away and the page is the one every visitor gets, not a render of its own.
  expect(redirects).toEqual([307, 200]);
  expect((await thief.cookies()).some((cookie) => cookie.name === DRAFT_COOKIE && cookie.value)).toBe(false);
  expect(served?.headers()['cache-control']).not.toMatch(/no-store/);
  await thief.close();

  // Publish → every visitor sees it within 10 s.
  await page.goto(`/admin/collections/contents/${published.id}?locale=es`);
  await expect(page.locator('#field-title')).toHaveValue(draftTitle, { timeout: 20_000 });
  await page.locator('#action-save').click();
  await expect.poll(() => visitorHeading(browser), { timeout: 10_000, intervals: [500] }).toContain(draftTitle);
});

test('a visitor opening the preview link gets 401 and the published page, never the draft', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN_OWNER);
  const draftTitle = `Borrador secreto ${run}`;
  const current = await spanishHero(page.request, false);
  const saved = await page.request.patch(`/cms-api/contents/${current.id}?locale=es&draft=true`, {
    data: { title: draftTitle },
  });
  expect(saved.status()).toBe(200);
  expect((await spanishHero(page.request, true)).title).toBe(draftTitle);

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  const response = await visit.goto(`/api/preview?path=${encodeURIComponent('/es')}`);
  expect(response?.status()).toBe(401);
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
  await expect(visit.locator('h1')).toContainText('Vista previa solo para el estudio');
  expect(await visit.content()).not.toContain(draftTitle);
  expect((await visitor.cookies()).some((cookie) => cookie.name === DRAFT_COOKIE && cookie.value)).toBe(false);
  await visit.getByRole('link', { name: 'Ver la página publicada' }).click();
  await expect(visit).toHaveURL(/\/es$/);
  await expect(visit.locator('h1')).toContainText(current.title);
  await expect(previewBar(visit)).toHaveCount(0);
  expect(await visit.content()).not.toContain(draftTitle);
  await visitor.close();
});

test('the preview bar names each language, is reached with the keyboard, and its exit works without JavaScript', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN_OWNER);
  const texts = {
    es: ['Vista previa', 'Español', 'Salir de la vista previa'],
    en: ['Preview', 'English', 'Exit preview'],
    it: ['Anteprima', 'Italiano', 'Esci dall’anteprima'],
  };
  for (const [lang, [label, language, exit]] of Object.entries(texts) as [string, string[]][]) {
    await page.goto(`/api/preview?path=${encodeURIComponent(lang === 'en' ? '/en/free-consultation' : `/${lang}`)}`);
    await expect(previewBar(page)).toContainText(label ?? '');
    await expect(previewBar(page)).toContainText(language ?? '');
    await expect(previewBar(page).getByRole('link', { name: exit })).toBeVisible();
  }

  // A previewed page with its bar passes axe (contrast, landmarks, link names).
  expect(await axeViolations(page)).toEqual([]);

  // The exit link is among the first stops of the keyboard, and Enter leaves the preview for the same page.
  await page.goto('/api/preview?path=%2Fit%2Fservicios');
  const exitLink = previewBar(page).getByRole('link', { name: 'Esci dall’anteprima' });
  await expect(exitLink).toBeVisible();
  let reached = false;
  for (let presses = 0; presses < 6 && !reached; presses += 1) {
    await page.keyboard.press('Tab');
    reached = await exitLink.evaluate((element) => element === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it\/servicios$/);
  await expect(previewBar(page)).toHaveCount(0);

  // Without JavaScript: the same session and draft mode, a plain link.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto('/api/preview?path=%2Fen%2Fturismo');
  await expect(previewBar(plain)).toBeVisible();
  await previewBar(plain).getByRole('link', { name: 'Exit preview' }).click();
  await expect(plain).toHaveURL(/\/en\/turismo$/);
  await expect(previewBar(plain)).toHaveCount(0);
  expect((await noScript.cookies()).some((cookie) => cookie.name === DRAFT_COOKIE && cookie.value)).toBe(false);
  await noScript.close();
});

test('while the cookie banner is open the bar waits at the top, clear of it; once a choice is made it returns to the bottom', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN_OWNER);
  // The editor's session without the stored consent choice the tests start with: the banner shows.
  const state = await page.context().storageState();
  const fresh = await browser.newContext({ storageState: { cookies: state.cookies, origins: [] } });
  const editor = await fresh.newPage();
  await editor.goto('/api/preview?path=%2Fes');
  const banner = editor
    .getByRole('dialog', { name: /privacidad/i })
    .or(editor.locator('[aria-labelledby="cookie-banner-title"]'));
  await expect(banner).toBeVisible();
  const bar = previewBar(editor);
  await expect(bar).toBeVisible();
  const [barBox, bannerBox] = [await bar.boundingBox(), await banner.boundingBox()];
  if (!barBox || !bannerBox) throw new Error('no boxes');
  expect(barBox.y + barBox.height, 'the bar ends above the banner').toBeLessThanOrEqual(bannerBox.y);
  await banner.getByRole('button', { name: 'Solo necesarias' }).click();
  await expect(banner).toBeHidden();
  const viewport = editor.viewportSize();
  await expect.poll(async () => ((await bar.boundingBox())?.y ?? 0) > (viewport?.height ?? 0) / 2).toBe(true);
  await fresh.close();
});

test('the admin’s live preview shows the page beside the form and follows the typing', async ({ page }) => {
  await signIn(page, ADMIN_OWNER);
  const current = await spanishHero(page.request, false);
  await page.goto(`/admin/collections/contents/${current.id}?locale=es`);
  const title = page.locator('#field-title');
  await expect(title).toHaveValue(/.+/, { timeout: 20_000 });
  // Payload remembers per account whether the live preview was open: open it unless it is, and close it at the end.
  const toggler = page.locator('#live-preview-toggler');
  await expect(async () => {
    if (!/--active/.test((await toggler.getAttribute('class')) ?? '')) await toggler.click();
    await expect(toggler).toHaveClass(/live-preview-toggler--active/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const frame = page.frameLocator('#live-preview-iframe');
  await expect(frame.locator('[data-preview-bar]')).toBeAttached({ timeout: 20_000 });
  await expect(frame.locator('[data-preview-bar]')).toContainText('Vista previa');

  const typed = `Vista en directo ${run}`;
  await title.fill('');
  await title.pressSequentially(typed, { delay: 40 });
  await expect(frame.locator('h1')).toContainText(typed, { timeout: 15_000 });
  await toggler.click();
  await expect(toggler).not.toHaveClass(/live-preview-toggler--active/);
});
