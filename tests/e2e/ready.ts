import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function openPage(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/**
 * Scrolls a control into view and waits until it stops moving before it is clicked. The page scrolls smoothly
 * (`scroll-behavior: smooth`) and its later sections lay out as they come near, so right after Playwright's scroll the
 * checkbox can still be travelling: a press and release at its old place then only focused it (1 run in 18, CI).
 */
export async function settled(control: Locator): Promise<Locator> {
  await control.scrollIntoViewIfNeeded();
  let previous = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await control.boundingBox());
        const still = box === previous;
        previous = box;
        return still;
      },
      { intervals: [100], timeout: 10_000 },
    )
    .toBe(true);
  return control;
}
