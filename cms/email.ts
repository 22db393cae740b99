import type { EmailAdapter } from 'payload';
import type { Locale } from '@/lib/provider/contract';
import { env } from '@/lib/env';
import { queueBackOfficeMail } from '@/lib/back-office';

/** "Lumen Estudio <hola@…>" into its name and address. */
function splitFrom(from: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match
    ? { name: match[1]?.trim() || 'Lumen Estudio', address: match[2]?.trim() ?? from }
    : { name: 'Lumen Estudio', address: from.trim() };
}

/** The language the message's own HTML says it is in (cms/collections/Users/index.ts writes it), else Spanish. */
const localeOf = (html: string): Locale => (/^<div lang="(es|en|it)">/.exec(html)?.[1] as Locale | undefined) ?? 'es';

/** The plain-text part of a message whose HTML this back office wrote: its paragraphs, links as their address. */
const textOf = (html: string) =>
  html
    .replace(/<\/p>\s*/g, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .trim();

const firstAddress = (to: unknown): string => {
  const first = Array.isArray(to) ? to[0] : to;
  return typeof first === 'string' ? first : String((first as { address?: unknown } | undefined)?.address ?? '');
};

/**
 * The back office's own mail (password resets) goes through the site's outbox: stored, then sent through SMTP_URL or,
 * without it, written as an .eml file in MAIL_OUTBOX_DIR, from MAIL_FROM, and retried if the server fails. It skips
 * the daily cap per address: a dropped reset mail would leave its account with a link that no longer works, and
 * cms/rest/password-resets.ts already limits these mails per client and per address.
 */
export const cmsEmail: EmailAdapter = () => {
  const from = splitFrom(env.MAIL_FROM);
  return {
    name: 'studio-mail',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    async sendEmail(message) {
      const html = typeof message.html === 'string' ? message.html : '';
      const text = typeof message.text === 'string' ? message.text : textOf(html);
      await queueBackOfficeMail({
        locale: localeOf(html),
        to: firstAddress(message.to),
        subject: String(message.subject ?? ''),
        html,
        text,
      });
      return { accepted: true };
    },
  };
};
