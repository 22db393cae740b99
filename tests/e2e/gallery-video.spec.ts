import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { architectureManifest } from '../../lib/provider/embedded/content/galleries/architecture-manifest';
import { axeViolations } from './axe';
import { openPage } from './ready';

/*
 * A 'video' gallery's film lives only on the studio's media host (MEDIA_BASE_URL), which the e2e build has none of.
 * Here a media host of the test's own serves a real two-second film (tests/fixtures/gallery-video.webm), and the
 * gallery's answer gets the `videoUrl` the server adds when a media host is set (tests/api/gallery-video.test.ts
 * checks that answer). The page's policy names the media host when there is one (lib/security-headers.ts, media-src);
 * this build's policy knows no media host, so the browser is told to look past it.
 */
const film = readFileSync(new URL('../fixtures/gallery-video.webm', import.meta.url));
const gallery = architectureManifest.find((entry) => entry.id === 'villa-mediterranea-javea-casas');
if (!gallery || gallery.type !== 'video') throw new Error('the manifest’s video gallery has changed');
const { id, imageCount } = gallery;

let host: Server;
let hostOrigin = '';
const requested: string[] = [];

test.beforeAll(async () => {
  host = createServer((request, response) => {
    requested.push(request.url ?? '');
    if (request.url === `/architecture/${id}/video.mp4`) {
      response.writeHead(200, {
        'Content-Type': 'video/webm',
        'Content-Length': film.length,
        'Access-Control-Allow-Origin': '*',
      });
      response.end(film);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

test.use({ bypassCSP: true });

/** The gallery's answer as the server gives it with a media host: its film at `path` on the test's host. */
async function withFilm(page: Page, path: string) {
  await page.route(new RegExp(`/api/galleries\\?.*gallery=${id}`), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, videoUrl: `${hostOrigin}${path}` } });
  });
}

const viewer = (page: Page) => page.getByTestId('gallery-viewer');
const position = (page: Page) => page.getByTestId('viewer-position');

test('a video gallery opens on its film: named, not playing, played from the keyboard, then the stills follow', async ({
  page,
}) => {
  await withFilm(page, `/architecture/${id}/video.mp4`);
  await openPage(page, '/es/arquitectura?filter=houses');
  const card = page.locator(`a[data-gallery="${id}"]`);
  await card.click();
  await expect(viewer(page)).toBeVisible({ timeout: 15_000 });

  const video = viewer(page).locator('video');
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute('src', `${hostOrigin}/architecture/${id}/video.mp4`);
  await expect(video).toHaveAccessibleName(gallery.title.es);
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).not.toHaveAttribute('autoplay');
  // Its poster is the first still at the viewer's size (1200 px on this wide screen).
  await expect(video).toHaveAttribute('poster', `/media/architecture/${id}/01.jpg?w=1200`);
  await expect(video).toBeFocused();
  // The film counts as the first slide.
  await expect(position(page)).toHaveText(`1 de ${imageCount + 1}`);
  await expect(page).toHaveURL(new RegExp(`gallery=${id}&image=1`));
  // Nothing of the film is fetched, and nothing plays, until the visitor asks.
  await page.waitForTimeout(500);
  expect(requested).not.toContain(`/architecture/${id}/video.mp4`);
  expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);

  // The browser's player takes Space on the focused film.
  await page.keyboard.press('Space');
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused && el.currentTime > 0), { timeout: 10_000 })
    .toBe(true);
  expect(requested).toContain(`/architecture/${id}/video.mp4`);

  // The arrow keys still move through the gallery: the stills follow the film, which stops.
  await page.keyboard.press('ArrowDown');
  await expect(position(page)).toHaveText(`2 de ${imageCount + 1}`);
  await expect(page).toHaveURL(/image=2/);
  await expect(
    page.getByRole('button', { name: 'Ampliar imagen: Villa mediterránea en Jávea · imagen 1', exact: true }),
  ).toBeFocused();
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
  await expect(viewer(page).locator('figure[data-index="1"] img')).toHaveAttribute(
    'alt',
    'Villa mediterránea en Jávea · imagen 1',
  );
  await expect(viewer(page).locator(`figure[data-index="${imageCount}"] img`)).toHaveAttribute(
    'alt',
    `Villa mediterránea en Jávea · imagen ${imageCount}`,
  );

  // The still enlarges as before, and Escape closes the enlargement first, then the viewer.
  await page.keyboard.press('Enter');
  await expect(
    page.getByTestId('viewer-enlarged').getByRole('img', { name: 'Villa mediterránea en Jávea · imagen 1' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('viewer-enlarged')).toHaveCount(0);
  await page.keyboard.press('ArrowUp');
  await expect(position(page)).toHaveText(`1 de ${imageCount + 1}`);
  await expect(video).toBeFocused();
  expect(await axeViolations(page, '[data-testid="gallery-viewer"]')).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0, { timeout: 2000 });
  await expect(card).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('a film that cannot be played leaves the stills, with no empty frame and the focus kept', async ({ page }) => {
  await withFilm(page, `/architecture/${id}/missing.mp4`);
  await openPage(page, `/en/arquitectura?gallery=${id}`);
  await expect(viewer(page)).toBeVisible({ timeout: 15_000 });
  const video = viewer(page).locator('video');
  await expect(video).toBeFocused();
  await expect(position(page)).toHaveText(`1 of ${imageCount + 1}`);
  await page.keyboard.press('Space');
  // The host answers 404: the film's slide goes, the first still takes its place and the focus.
  await expect(video).toHaveCount(0);
  await expect(position(page)).toHaveText(`1 of ${imageCount}`);
  await expect(
    page.getByRole('button', { name: `Enlarge image: ${gallery.title.en} · image 1`, exact: true }),
  ).toBeFocused();
  await expect(page).toHaveURL(/image=1/);
  const first = viewer(page).locator('figure[data-index="0"] button');
  const box = await first.boundingBox();
  const viewport = page.viewportSize();
  // In view, not scrolled past by the slide that went.
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(position(page)).toHaveText(`2 of ${imageCount}`);
});

test('a gallery without a film still opens on its first photograph', async ({ page }) => {
  await openPage(page, `/it/arquitectura?gallery=${id}`);
  await expect(viewer(page)).toBeVisible({ timeout: 15_000 });
  await expect(viewer(page).locator('video')).toHaveCount(0);
  await expect(position(page)).toHaveText(`1 di ${imageCount}`);
  await expect(page.getByRole('button', { name: /^Ingrandisci l’immagine: / }).first()).toBeFocused();
});
