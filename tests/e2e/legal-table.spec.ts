import { expect, test } from '@playwright/test';
import { locales } from '@/lib/i18n/locales';

/**
 * The cookie policy's table (four columns) on a phone: every row a block, each cell under its column's heading, nothing
 * left in a sideways scroll; still a table with its column and row headers for assistive technology. Wide: a table.
 */
for (const locale of locales) {
  test(`/${locale}/cookie-policy: at 375 px every column's content is in view, and it is still a table`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/${locale}/cookie-policy`);
    const table = page.getByRole('table').first();
    await table.scrollIntoViewIfNeeded();
    const columns = await table.getByRole('columnheader').count();
    expect(columns).toBeGreaterThan(3);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    await expect(table.locator('tbody').getByRole('rowheader').first()).toBeVisible();
    // No sideways scroll: the region is as wide as its content, and every cell lies within the screen.
    const region = table.locator('xpath=..');
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const cells = await table.locator('tbody th, tbody td').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { left: box.left, right: box.right, width: box.width, text: element.textContent?.trim() ?? '' };
      }),
    );
    for (const cell of cells) {
      expect(cell.left, cell.text).toBeGreaterThanOrEqual(0);
      expect(cell.right, cell.text).toBeLessThanOrEqual(375);
      expect(cell.width, cell.text).toBeGreaterThan(0);
    }
    // Each data cell shows its column's heading (hidden from assistive technology, which has the real headers).
    const firstRow = rows.first();
    const headings = await table.getByRole('columnheader').allTextContents();
    const labels = await firstRow.locator('td > [aria-hidden="true"]').allTextContents();
    expect(labels).toEqual(headings.slice(1));
    for (const label of await firstRow.locator('td > [aria-hidden="true"]').all()) await expect(label).toBeVisible();
    // Stacked, its parts are display: block, which makes WebKit drop their table semantics: each states its role, and
    // the table its name, in the markup (Chromium keeps the implicit ones, so the attributes themselves are checked).
    const stated = await table.evaluate((element) => {
      const parts = [element, ...element.querySelectorAll('thead, tbody, tr, th, td')];
      const roles: Record<string, string> = {
        TABLE: 'table',
        THEAD: 'rowgroup',
        TBODY: 'rowgroup',
        TR: 'row',
        TD: 'cell',
      };
      const expected = (part: Element) =>
        roles[part.tagName] ?? (part.getAttribute('scope') === 'col' ? 'columnheader' : 'rowheader');
      return {
        missing: parts
          .filter((part) => part.getAttribute('role') !== expected(part))
          .map((part) => part.outerHTML.slice(0, 80)),
        name: document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? '',
      };
    });
    expect(stated.missing).toEqual([]);
    await expect(table).toHaveAccessibleName(stated.name);
    expect(stated.name.length).toBeGreaterThan(0);
  });

  test(`/${locale}/cookie-policy: at 1280 px the table shows its header row and no repeated headings`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${locale}/cookie-policy`);
    const table = page.getByRole('table').first();
    await table.scrollIntoViewIfNeeded();
    await expect(table.getByRole('columnheader').first()).toBeVisible();
    for (const label of await table.locator('td > [aria-hidden="true"]').all()) await expect(label).toBeHidden();
  });
}
