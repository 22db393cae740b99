import { describe, expect, it } from 'vitest';
import { editor, payload, setUpBackOffice } from './support/back-office';
import { setTestEnvironment } from './support/environment';

// The back office's own mail goes through the site's outbox: without SMTP_URL, an .eml in this file's folder.
const environment = setTestEnvironment();
setUpBackOffice();

describe("the back office's own mail", () => {
  it("a password reset goes through the site's outbox: an .eml without SMTP_URL, from MAIL_FROM, with the reset link at the site's address", async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    await payload.forgotPassword({ collection: 'users', data: { email: editor.email }, disableEmail: false });
    const files = (await readdir(environment.outboxDir)).filter(
      (name) => name.includes('-back-office-') && name.endsWith('.eml'),
    );
    expect(files).toHaveLength(1);
    const raw = await readFile(`${environment.outboxDir}/${files[0]}`, 'utf8');
    expect(raw).toMatch(/^From: Lumen Estudio <estudio@lumen\.test>/m);
    expect(raw).toMatch(new RegExp(`^To: ${editor.email.replace('.', '\\.')}`, 'm'));
    // An absolute link (a relative one opens nothing in a mail program), at the site's address.
    expect(raw.replace(/=\r?\n/g, '')).toMatch(
      /href=3D"http:\/\/[^"\/]+\/admin\/reset\/[0-9a-f]{20,}"|href="http:\/\/[^"\/]+\/admin\/reset\/[0-9a-f]{20,}"/,
    );
  });
});
