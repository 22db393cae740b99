import type { SinkMail } from '../cluster/services';
import { check } from '../check-results';
import { launchChromium } from '../playwright-browser';
import { mailWhen } from './mailbox';
import { FRONT } from './settings';
import { cookieOf } from './vercel-front';

/** The password-reset token of the invitation mailed to `email`, or ''. */
function invitationToken(mails: SinkMail[], email: string): string {
  const invitation = mails.find((mail) => mail.to.includes(email))?.text.replace(/=\r?\n/g, '') ?? '';
  return /\/admin\/reset\/([0-9a-f]{20,})/.exec(invitation)?.[1] ?? '';
}

/**
 * The owner (signed in by `ownerCookie`) invites an editor from /admin/invite in a browser, as the studio does; the
 * editor sets a password from the mailed link. Returns the editor's session cookie.
 */
export async function invitedEditor(ownerCookie: string): Promise<string> {
  const email = `editor-${Date.now().toString(36)}@lumen.test`;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const [name = '', value = ''] = ownerCookie.split('=');
    await context.addCookies([{ name, value, url: FRONT }]);
    const page = await context.newPage();
    await page.goto(`${FRONT}/admin/invite`);
    await page.locator('#invite-email').fill(email);
    await page.locator('#invite-name').fill('Editora');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/admin\/invite\?result=sent$/, { timeout: 20_000 });
  } finally {
    await browser.close();
  }
  const token = invitationToken(await mailWhen((mails) => invitationToken(mails, email) !== '', 40), email);
  const reset = await fetch(`${FRONT}/cms-api/users/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: FRONT },
    body: JSON.stringify({ token, password: `Editora-clave-larga-${Date.now().toString(36)}` }),
  });
  check(
    'the invited editor sets a password from the mailed link',
    reset.status === 200,
    `${token ? '' : 'no mail, '}${reset.status}`,
  );
  return cookieOf(reset);
}
