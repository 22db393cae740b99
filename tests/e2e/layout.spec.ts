import { expect, test } from '@playwright/test';
import { allPages } from './routes';

test.describe('layout at phone width', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('no page scrolls sideways at 375 px', async ({ page }) => {
    for (const { url } of allPages) {
      await page.goto(url);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  });
});
