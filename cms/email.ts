import { randomUUID } from 'node:crypto';
import type { EmailAdapter } from 'payload';
import { env } from '@/lib/env';
import { sendMail } from '@/lib/provider/embedded/mail/transport';

/** "Lumen Estudio <hola@…>" into its name and address. */
function splitFrom(from: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1]?.trim() || 'Lumen Estudio', address: match[2]?.trim() ?? from } : { name: 'Lumen Estudio', address: from.trim() };
}

/**
 * The back office's own mail (password resets, account verification) goes out the way the site's mail does: through
 * SMTP_URL, or, without it, as an .eml file in MAIL_OUTBOX_DIR, from MAIL_FROM.
 */
export const cmsEmail: EmailAdapter = () => {
  const from = splitFrom(env.MAIL_FROM);
  return {
    name: 'studio-mail',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    async sendEmail(message) {
      await sendMail({ ...message, from: message.from ?? `${from.name} <${from.address}>` }, `cms-${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`);
      return { accepted: true };
    },
  };
};
