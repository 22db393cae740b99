import { expect, type Page } from '@playwright/test';
import { ADMIN_OWNER } from './servers';

/**
 * Signs in at /admin/login the way a person does, typing into the form. Payload's login form is a client component:
 * what is typed before it hydrates is dropped when React takes the fields over (then the form is sent empty and the
 * page stays on the login screen), so the typing and the click are repeated until the dashboard opens.
 */
export async function signIn(page: Page, account: { email: string; password: string } = ADMIN_OWNER): Promise<void> {
  await page.goto('/admin/login');
  await expect(async () => {
    await page.locator('#field-email').fill(account.email);
    await page.locator('#field-password').fill(account.password);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
