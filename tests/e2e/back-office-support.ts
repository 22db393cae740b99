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
    // Payload keeps a user's sessions in one array on the user: two sign-ins of the same account at the same moment
    // (tests on other workers) can each write it back without the other's session, and this browser's cookie then
    // names a session that no longer exists (a 403 on the next API call, seen in a CI run). Signed in means the
    // session works; if not, sign in again.
    const me = (await (await page.request.get('/cms-api/users/me')).json()) as { user?: { email?: string } | null };
    expect(me.user?.email?.toLowerCase()).toBe(account.email.toLowerCase());
  }).toPass({ timeout: 30_000 });
}
