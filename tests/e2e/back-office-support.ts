import { expect, request, type Page } from '@playwright/test';
import { outboxMails } from './booking-support';
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
    // the two workers, used to lose one of the sessions: cms/rest/account-writes.ts now makes them take turns.)
    const me = (await (await page.request.get('/cms-api/users/me')).json()) as { user?: { email?: string } | null };
    expect(me.user?.email?.toLowerCase()).toBe(account.email.toLowerCase());
  }).toPass({ timeout: 30_000 });
}

/** The link's token in the invitation mailed to an address (the outbox's .eml, its soft line breaks joined). */
export async function invitationToken(email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(() => {
      const mail = outboxMails()
        .map((eml) => eml.replace(/=\r?\n/g, ''))
        .find((eml) => eml.includes(`To: ${email}`) && eml.includes('/admin/reset/'));
      token = mail ? /\/admin\/reset\/([0-9a-f]{20,})/.exec(mail)?.[1] : undefined;
      return token;
    })
    .toBeTruthy();
  return token ?? '';
}

/** The owner (signed in on `page`) sends an invitation from /admin/invite, as the studio does. */
export async function sendInvitation(page: Page, email: string, name = 'Editor'): Promise<void> {
  await page.goto('/admin/invite');
  await page.locator('#invite-email').fill(email);
  await page.locator('#invite-name').fill(name);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/invite\?result=sent$/);
}

/** The owner invites an editor, who sets their password from the mailed link; returns the account's id. */
export async function inviteEditor(page: Page, editor: { email: string; password: string }): Promise<string | number> {
  await sendInvitation(page, editor.email);
  const token = await invitationToken(editor.email);
  // Its own context: setting the password signs the editor in, which must not replace the owner's session.
  const invited = await request.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const reset = await invited.post('/cms-api/users/reset-password', { data: { token, password: editor.password } });
    expect(reset.status()).toBe(200);
    return ((await reset.json()) as { user: { id: string | number } }).user.id;
  } finally {
    await invited.dispose();
  }
}
