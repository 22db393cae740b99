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
    if (!new URL(page.url()).pathname.startsWith('/admin/login')) await page.goto('/admin/login');
    await page.locator('#field-email').fill(account.email);
    await page.locator('#field-password').fill(account.password);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 5_000 });
    // Signed in means the session works; if not, sign in again. (Two sign-ins of one account at the same moment, on
    // the two workers, used to lose one of the sessions: cms/account-writes.ts now makes them take turns.)
    const me = (await (await page.request.get('/cms-api/users/me')).json()) as { user?: { email?: string } | null };
    expect(me.user?.email?.toLowerCase()).toBe(account.email.toLowerCase());
  }).toPass({ timeout: 30_000 });
}
