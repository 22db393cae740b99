import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_OWNER } from './servers';
import { axeViolations } from './axe';
import { invitationToken, sendInvitation, signIn } from './back-office-support';

/*
 * The studio's back office against the served build: sign in at /admin, change a text and see it on the public page,
 * add a gallery with uploaded photographs, protect it, and keep editors out of the accounts. It runs after every other
 * spec (its own Playwright project), because what it changes is what the others read.
 */
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);

async function findOne(request: APIRequestContext, collection: string, field: string, value: string) {
  const response = await request.get(
    `/cms-api/${collection}?where[${field}][equals]=${encodeURIComponent(value)}&depth=0&locale=all`,
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { docs: { id: number | string; [key: string]: unknown }[] };
  return body.docs[0];
}

/** The home page's hero heading as a visitor's browser receives it (no cookies, nothing cached by the browser). */
async function heroHeading(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const response = await context.request.get(path, { headers: { 'cache-control': 'no-cache' } });
    const html = await response.text();
    return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  } finally {
    await context.close();
  }
}

async function photograph(color: string): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

test("the sign-in and the nav show the studio's mark and name, not Payload's", async ({ page }) => {
  await page.goto('/admin/login');
  const brand = page.locator('.login__brand');
  await expect(brand).toHaveText('Lumen Estudio');
  await expect(brand.locator('svg circle')).toHaveCount(2);
  const icons = await page
    .locator('link[rel~="icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(icons).toContain('/icon.svg');
  expect(icons.join(' ')).not.toMatch(/payload/i);
  await signIn(page);
  await expect(page.locator('.step-nav svg circle')).toHaveCount(2);
});

test('the owner changes the English home hero title in /admin; /en shows it within 10 s, /es is unchanged', async ({
  page,
  browser,
}) => {
  const spanishBefore = await heroHeading(browser, '/es');
  expect(spanishBefore.length).toBeGreaterThan(10);
  await signIn(page, ADMIN_OWNER);
  const hero = await findOne(page.request, 'contents', 'entryId', 'home-hero');
  expect(hero).toBeTruthy();
  const original = (hero?.title as Record<string, string>).en ?? '';
  const changed = `Images that sell, edited in the back office ${run}`;

  await page.goto(`/admin/collections/contents/${hero?.id}?locale=en`);
  const title = page.locator('#field-title');
  await expect(title).toHaveValue(original, { timeout: 20_000 });
  await title.fill(changed);
  await page.locator('#action-save').click();
  await expect(page.locator('.payload-toast-container')).toContainText(/./, { timeout: 15_000 });

  await expect.poll(() => heroHeading(browser, '/en'), { timeout: 10_000, intervals: [500] }).toContain(changed);
  expect(await heroHeading(browser, '/es')).toBe(spanishBefore);

  // Put the text back, so that a second run (and the developer's site) starts from the seed.
  const restored = await page.request.patch(`/cms-api/contents/${hero?.id}?locale=en`, { data: { title: original } });
  expect(restored.status()).toBe(200);
  await expect.poll(() => heroHeading(browser, '/en'), { timeout: 10_000, intervals: [500] }).toContain(original);
});

/** The price of the home page's highlighted plan as a fresh visitor's browser receives it. */
async function popularPrice(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const html = await (await context.request.get(path, { headers: { 'cache-control': 'no-cache' } })).text();
    const plan = /data-popular="true"[\s\S]*?<span class="font-display[^"]*">([^<]*)<\/span>/.exec(html);
    return plan?.[1]?.replace(/\u00a0|&nbsp;/g, ' ') ?? '';
  } finally {
    await context.close();
  }
}

test("the owner changes a plan's price in the home page's Pricing tab; each language shows it in its own format", async ({
  page,
  browser,
}) => {
  expect(await popularPrice(browser, '/es')).toBe('349 €');
  await signIn(page, ADMIN_OWNER);
  // The form in Spanish (the admin remembers the language an account last edited in).
  await page.goto('/admin/globals/home-page?locale=es');
  await page.getByRole('button', { name: /^(Precios|Pricing)$/ }).click();
  // The rows are named after their plan; the highlighted one is the third.
  const row = page.locator('#plans-row-2');
  await expect(row.locator('.collapsible__toggle-wrap').first()).toContainText('Crecimiento');
  await row.locator('.collapsible__toggle').first().click();
  const price = page.locator('#field-plans__2__price');
  await expect(price).toHaveValue('349');
  await price.fill('379');
  await page.locator('#action-save').click();
  await expect(page.locator('.payload-toast-container')).toContainText(/./, { timeout: 15_000 });
  try {
    await expect.poll(() => popularPrice(browser, '/es'), { timeout: 10_000, intervals: [500] }).toBe('379 €');
    expect(await popularPrice(browser, '/en')).toBe('€379');
    expect(await popularPrice(browser, '/it')).toBe('379 €');
  } finally {
    // Back to the seed's price for the next run.
    const saved = (await (await page.request.get('/cms-api/globals/home-page?depth=0')).json()) as {
      plans: { price: number }[];
    };
    const plans = saved.plans.map((plan, index) => (index === 2 ? { ...plan, price: 349 } : plan));
    expect((await page.request.post('/cms-api/globals/home-page', { data: { plans } })).status()).toBe(200);
    // Visited again, so that the pages rendered and kept by this build show the seed's price after a restart too.
    for (const [path, price] of [
      ['/es', '349 €'],
      ['/en', '€349'],
      ['/it', '349 €'],
    ] as const) {
      await expect.poll(() => popularPrice(browser, path), { timeout: 10_000, intervals: [500] }).toBe(price);
    }
  }
});

test('a gallery with two uploaded photographs appears in the tourism grid and opens in the viewer, and without JavaScript; protected, its files are refused to a fresh visitor', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN_OWNER);
  const ids: (number | string)[] = [];
  // Two photographs, and a cover of its own for when it is protected.
  for (const [index, color] of ['#7a5c3e', '#3e5c7a', '#5c7a3e'].entries()) {
    const response = await page.request.post('/cms-api/media', {
      multipart: {
        file: {
          name: index < 2 ? `ruta-${run}-${index + 1}.jpg` : `portada-${run}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await photograph(color),
        },
        _payload: JSON.stringify({ alt: `Foto ${index + 1}` }),
      },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { doc: { id: number | string } }).doc.id);
  }
  const cover = ids.pop();
  const galleryId = `ruta-prueba-${run}`;
  const created = await page.request.post('/cms-api/galleries', {
    // Published at once (a gallery is a draft until published: README, "Drafts, versions…").
    data: {
      galleryId,
      category: 'tourism',
      order: -1,
      title: `Ruta de prueba ${run}`,
      description: 'Dos fotografías.',
      images: ids.map((image) => ({ image, title: 'Una vista' })),
      _status: 'published',
    },
  });
  expect(created.status()).toBe(201);
  const galleryDoc = ((await created.json()) as { doc: { id: number | string } }).doc;

  // The public page, as a visitor: the new card is in the grid and its viewer shows both photographs.
  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await expect
    .poll(
      async () => (await (await visitor.request.get('/en/turismo')).text()).includes(`data-gallery="${galleryId}"`),
      { timeout: 10_000, intervals: [500] },
    )
    .toBe(true);
  await tab.goto('/en/turismo');
  await tab.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await tab.locator(`a[data-gallery="${galleryId}"]`).click();
  const viewer = tab.getByTestId('gallery-viewer');
  await expect(viewer).toBeVisible({ timeout: 15_000 });
  await expect(tab.getByTestId('viewer-position')).toHaveText(/^1 of 2$/);
  const first = viewer.locator('img').first();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Described by the alt text typed on the photograph, not by the row's title.
  await expect(first).toHaveAttribute('alt', 'Foto 1');
  const fileUrl = await first.evaluate(
    (img: HTMLImageElement) => new URL(img.currentSrc).searchParams.get('url') ?? img.currentSrc,
  );
  await visitor.close();

  // Without JavaScript its card's link opens it too, though no build ever knew it: rendered at its first request.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  try {
    await plain.goto('/en/turismo');
    await plain.locator(`a[data-gallery="${galleryId}"]`).click();
    await expect(plain).toHaveURL(new RegExp(`/en/turismo\\?gallery=${galleryId}$`));
    const opened = plain.getByTestId('gallery-nojs');
    await expect(opened.getByRole('heading', { name: `Ruta de prueba ${run}` })).toBeVisible();
    await expect(opened.getByRole('img')).toHaveCount(2);
    await expect(opened.getByRole('img', { name: 'Foto 2' })).toHaveCount(1);
    await expect
      .poll(() =>
        opened
          .getByRole('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
  } finally {
    await noScript.close();
  }

  // Protected by the owner (only architecture galleries have a password prompt): moved there, then locked in the
  // gallery's form, as the studio does it. (Payload made the password field read-only: the owner could not type one.)
  const moved = await page.request.patch(`/cms-api/galleries/${galleryDoc.id}?draft=false`, {
    data: { category: 'architecture', subcategory: 'casas', cover, _status: 'published' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.goto(`/admin/collections/galleries/${galleryDoc.id}`);
  const password = page.locator('#field-newPassword');
  await expect(password).toBeEditable({ timeout: 20_000 });
  // Only the architecture filters are offered under Architecture.
  await page.locator('#field-subcategory').click();
  await expect(page.locator('.rs__option')).toHaveText(['Catálogos', 'Hostelería', 'Casas', 'Oficinas', 'Retail']);
  await page.keyboard.press('Escape');
  await expect(async () => {
    await page.locator('#field-protected').check();
    await password.fill(`Muralla-roja-${run}-Calpe`);
    await page.locator('#action-save').click();
    // A click while the form autosaves can be dropped: the owner clicks again.
    await expect
      .poll(async () => (await findOne(page.request, 'galleries', 'galleryId', galleryId))?.protected, {
        timeout: 5_000,
      })
      .toBe(true);
  }).toPass({ timeout: 45_000 });
  const fresh = await browser.newContext();
  try {
    const direct = await fresh.request.get(fileUrl);
    expect([403, 404]).toContain(direct.status());
    const media = await fresh.request.get(`/cms-api/media/${ids[0]}`);
    expect([403, 404]).toContain(media.status());
    const optimized = await fresh.request.get(
      `/_next/image?url=${encodeURIComponent(new URL(fileUrl, 'http://x').pathname)}&w=828&q=75`,
    );
    expect(optimized.status()).toBeGreaterThanOrEqual(400);
    const listed = await fresh.request.get(`/api/galleries?page=arquitectura&gallery=${galleryId}&lang=en`);
    expect(listed.status()).toBe(403);
  } finally {
    await fresh.close();
  }
  // The owner still sees them.
  expect((await page.request.get(fileUrl)).status()).toBe(200);
  // The lists say it as the studio does: "Sí" (Payload wrote "verdadero" / "falso"), and the locked images name their
  // gallery (the others a dash, not "<Sin Galería protegida>").
  await page.goto(`/admin/collections/galleries?search=${galleryId}`);
  await expect(page.locator('tbody tr', { hasText: `Ruta de prueba ${run}` })).toContainText('Sí');
  await expect(page.locator('tbody')).not.toContainText(/verdadero|falso/);
  await page.goto('/admin/collections/media');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('tbody')).toContainText(galleryId);
  await expect(page.locator('tbody')).not.toContainText('<Sin');

  // Its address without JavaScript follows the change: under architecture, the password prompt's words and none of its
  // photographs; the tourism grid no longer opens it.
  const html = async (path: string) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      return await (await context.request.get(path)).text();
    } finally {
      await context.close();
    }
  };
  await expect
    .poll(() => html(`/en/arquitectura?gallery=${galleryId}`), { timeout: 10_000, intervals: [500] })
    .toContain('data-testid="gallery-nojs-protected"');
  expect(await html(`/en/arquitectura?gallery=${galleryId}`)).not.toContain(`ruta-${run}-`);
  expect(await html(`/en/turismo?gallery=${galleryId}`)).not.toContain('data-testid="gallery-nojs"');

  // Leave the portfolio as it was for a second run and for the developer's site.
  expect((await page.request.delete(`/cms-api/galleries/${galleryDoc.id}`)).status()).toBe(200);
  // Deleted, its address is the grid again, and its own segment leads there.
  await expect
    .poll(() => html(`/en/arquitectura?gallery=${galleryId}`), { timeout: 10_000, intervals: [500] })
    .not.toContain('data-testid="gallery-nojs');
  const segment = await page.request.get(`/en/arquitectura/gallery/${galleryId}`, { maxRedirects: 0 });
  expect(segment.status()).toBe(307);
  expect(segment.headers()['location']).toMatch(/\/en\/arquitectura$/);
  for (const id of [...ids, cover]) expect((await page.request.delete(`/cms-api/media/${id}`)).status()).toBe(200);
});

test('an owner invites an editor, who chooses a password from the mail; the editor edits content but cannot open the accounts, nor a protected gallery', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN_OWNER);
  const editor = { email: `editor-${run}@lumen.test`, password: `Editor-Benimaclet-${run}` };
  // The owner gives an address and a name, never a password: Payload's create form (which asks for one) is closed.
  await page.goto('/admin/collections/users');
  await page.getByRole('link', { name: 'Invitar a una persona' }).click();
  await expect(page).toHaveURL(/\/admin\/invite$/);
  expect(await axeViolations(page, '.studio-view')).toEqual([]);
  expect((await page.request.post('/cms-api/users', { data: { ...editor, role: 'editor' } })).status()).toBe(403);
  await sendInvitation(page, editor.email);
  await expect(page.getByRole('status').filter({ hasText: 'Invitación enviada.' })).toBeVisible();
  const token = await invitationToken(editor.email);

  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    // The invited person opens the mailed link and chooses their own password; that signs them in.
    await tab.goto(`/admin/reset/${token}`);
    await expect(async () => {
      await tab.locator('#field-password').fill(editor.password);
      await tab.locator('#field-confirm-password').fill(editor.password);
      await tab.locator('button[type="submit"]').click();
      await expect(tab).toHaveURL(/\/admin\/?$/, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await tab.context().clearCookies();
    await signIn(tab, editor);
    const list = await tab.request.get('/cms-api/users?depth=0');
    const users = (await list.json()) as { docs: { email: string }[] };
    expect(users.docs.map((user) => user.email)).toEqual([editor.email]);
    expect(
      (
        await tab.request.post('/cms-api/users', {
          data: { email: `x-${run}@lumen.test`, password: 'Another-long-pass-42', role: 'owner' },
        })
      ).status(),
    ).toBe(403);
    await tab.goto('/admin/collections/users');
    await expect(tab.locator('body')).not.toContainText(ADMIN_OWNER.email);
    // Content is theirs to edit.
    const hero = await findOne(tab.request, 'contents', 'entryId', 'home-hero');
    const touched = await tab.request.patch(`/cms-api/contents/${hero?.id}?locale=es`, { data: { order: 0 } });
    expect(touched.status()).toBe(200);

    // A protected gallery is not theirs to open: moving it out of Architecture is refused, with the reason the admin
    // shows in their language (the served build had answered 'An unknown error occurred.'), and it stays locked.
    const galleryId = `owners-${run}`;
    const protectedGallery = await page.request.post('/cms-api/galleries?draft=false', {
      data: {
        galleryId,
        title: 'Casa privada',
        category: 'architecture',
        subcategory: 'casas',
        coverKey: `architecture/${galleryId}/cover.jpg`,
        protected: true,
        newPassword: `Faro-verde-${run}-Denia`,
        _status: 'published',
      },
    });
    expect(protectedGallery.status(), await protectedGallery.text()).toBe(201);
    const { doc } = (await protectedGallery.json()) as { doc: { id: number | string } };
    const moved = await tab.request.patch(`/cms-api/galleries/${doc.id}?draft=false`, {
      headers: { 'accept-language': 'it' },
      data: { category: 'tourism', _status: 'published' },
    });
    expect(moved.status()).toBe(400);
    expect(await moved.json()).toMatchObject({
      errors: [{ message: expect.stringMatching(/^Solo il proprietario può spostare una galleria protetta/) }],
    });
    expect((await tab.request.delete(`/cms-api/galleries/${doc.id}`)).status()).not.toBe(200);
    expect(await findOne(page.request, 'galleries', 'galleryId', galleryId)).toMatchObject({
      category: 'architecture',
      protected: true,
    });
    expect((await page.request.delete(`/cms-api/galleries/${doc.id}`)).status()).toBe(200);
  } finally {
    await context.close();
  }
});

test('a gallery refused on publishing says why under each field, not only in the toast', async ({ page }) => {
  await signIn(page, ADMIN_OWNER);
  const created = await page.request.post('/cms-api/galleries?draft=true', {
    data: { title: `Errores ${run}`, category: 'tourism' },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { doc: { id: number | string } }).doc;
  try {
    await page.goto(`/admin/collections/galleries/${id}`);
    await page.locator('#field-galleryId').fill('Mal ID!');
    await page.locator('#field-category').click();
    await page.locator('.rs__option', { hasText: 'Arquitectura' }).click();
    await expect(async () => {
      await page.locator('#action-save').click();
      // The production build's answer had lost the fields' reasons: only the toast named the fields.
      await expect(page.locator('.field-type.text', { has: page.locator('#field-galleryId') })).toContainText(
        'Solo minúsculas sin acentos',
        { timeout: 5_000 },
      );
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('.field-type.row', { has: page.locator('#field-subcategory') })).toContainText(
      'Catálogos, Hostelería, Casas, Oficinas, Retail',
    );
    // Nothing was published.
    expect((await findOne(page.request, 'galleries', 'id', String(id)))?._status).toBe('draft');
  } finally {
    expect((await page.request.delete(`/cms-api/galleries/${id}`)).status()).toBe(200);
  }
});
