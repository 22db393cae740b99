import { expect, test } from '@playwright/test';
import { PROTECTED_RETAIL_GALLERY_ID } from '@/lib/provider/embedded/content/galleries/architecture-manifest';
import { signIn } from './back-office-support';

// Imported photographs have no upload, only an archive key: the gallery editor shows each as a thumbnail, those of a
// protected gallery too, while a visitor without its password still gets none of them.
test('the gallery editor shows imported photographs as thumbnails, a protected gallery’s too', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const found = (await (
    await page.request.get(`/cms-api/galleries?where[galleryId][equals]=${PROTECTED_RETAIL_GALLERY_ID}&depth=0`)
  ).json()) as { docs: { id: number }[] };
  const id = found.docs[0]?.id;
  expect(id).toBeTruthy();
  await page.goto(`/admin/collections/galleries/${id}`);
  const photo = page.locator('.archive-picture').filter({ hasText: `${PROTECTED_RETAIL_GALLERY_ID}/01.jpg` });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo.locator('img')).toHaveJSProperty('complete', true);
  expect(await photo.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(photo).toContainText('Imagen del archivo');
  await expect(photo).toContainText('sube una imagen para sustituirla');

  const src = (await photo.locator('img').getAttribute('src')) ?? '';
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  expect((await visitor.request.get(src)).status()).toBe(403);
  await visitor.close();
});
