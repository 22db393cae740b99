import { type Locator, expect, test } from '@playwright/test';
import { openPage } from './ready';

/** Every fieldset is named by a legend, its first child, with text (WCAG technique H71). */
async function expectLegends(scope: Locator) {
  const fieldsets = scope.locator('fieldset');
  expect(await fieldsets.count()).toBeGreaterThan(0);
  const legends = await fieldsets.evaluateAll((all) =>
    all.map((fieldset) => {
      const first = fieldset.firstElementChild;
      return first?.tagName === 'LEGEND' ? (first.textContent ?? '').trim() : '';
    }),
  );
  for (const legend of legends) expect(legend.length).toBeGreaterThan(0);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the booking page: its form fields are a group named by the visible heading, which is their legend', async ({
      page,
    }) => {
      await page.goto('/es/consulta-gratuita');
      await expectLegends(page.locator('main'));
      const name = 'Tus datos y la hora que prefieras';
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(page.getByRole('group', { name })).toBeVisible();
      await expect(page.getByRole('region', { name })).toBeVisible();
    });
  });
}

test('the home booking dialog: its form fields are a group named by a legend too', async ({ page }) => {
  await openPage(page, '/en');
  await page.locator('#cta').getByRole('button', { name: 'Book now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('group', { name: 'Your details and the time you prefer' })).toBeAttached();
  await expectLegends(dialog);
});
