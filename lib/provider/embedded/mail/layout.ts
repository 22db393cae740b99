import type { Locale } from '@/lib/provider/contract';
import { emailMessages, fill } from '@/lib/provider/messages';
import { studio } from '@/lib/site';
import { studioAddress } from '@/lib/studio-address';

export interface MailBody {
  locale: Locale;
  /**
   * Opens with a greeting that names nobody: mail to a visitor's address never carries text they typed (a "name" can
   * be a link or an advert), and the studio's own notifications need none.
   */
  greet?: boolean;
  paragraphs: string[];
  details?: [label: string, value: string][];
  /** A block quoted as written, such as the visitor's message. */
  quote?: { title: string; text: string };
  /** A link the reader follows (a button in HTML, the address on its own line in text), after the details. */
  action?: { intro: string; label: string; url: string };
  /** A link shown like `action`, before it: where the video call happens. */
  meeting?: { intro: string; label: string; url: string };
  closing?: string[];
  /** The studio's own notifications: not signed by the studio to itself. */
  toStudio?: boolean;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function htmlLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

/** The same content as plain text and as simple HTML; every value from a visitor is escaped. */
export function renderMail(body: MailBody): { text: string; html: string } {
  const common = emailMessages(body.locale).common;
  // The studio's details as the site shows them in this language (its footer's address, e-mail and phone).
  const footer = fill(common.footer, { address: studioAddress(body.locale), email: studio.email, phone: studio.phone });
  const greeting = body.greet ? common.greeting : undefined;
  const closing = body.closing ?? [];

  const text = [
    ...(greeting ? [greeting] : []),
    ...body.paragraphs,
    ...(body.details?.length ? [body.details.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...(body.quote ? [`${body.quote.title}\n${body.quote.text}`] : []),
    ...[body.meeting, body.action].flatMap((link) => (link ? [`${link.intro}\n${link.url}`] : [])),
    ...closing,
    ...(body.toStudio ? [] : [common.signature]),
    '--',
    footer,
  ].join('\n\n');

  const paragraph = (value: string) => `<p style="margin:0 0 16px">${htmlLines(value)}</p>`;
  const details = body.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${body.details
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;padding:4px 16px 4px 0;color:#6b6257;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${htmlLines(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const quote = body.quote
    ? `<p style="margin:0 0 8px;font-weight:600">${escapeHtml(body.quote.title)}</p><blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #b08d57;color:#3d3830">${htmlLines(body.quote.text)}</blockquote>`
    : '';
  const button = (link: NonNullable<MailBody['action']>) =>
    `${paragraph(link.intro)}<p style="margin:0 0 16px"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 20px;background:#1f1c18;color:#ffffff;text-decoration:none;border-radius:999px">${escapeHtml(link.label)}</a></p>`;
  const action = [body.meeting, body.action].map((link) => (link ? button(link) : '')).join('');
  const html = `<!doctype html><html lang="${body.locale}"><body style="margin:0;padding:24px;background:#f6f3ee;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;color:#1f1c18"><div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px">${[
    greeting ? paragraph(greeting) : '',
    ...body.paragraphs.map(paragraph),
    details,
    quote,
    action,
    ...closing.map(paragraph),
    body.toStudio ? '' : paragraph(common.signature),
    `<p style="margin:24px 0 0;font-size:12px;color:#6b6257">${escapeHtml(footer)}</p>`,
  ].join('')}</div></body></html>`;

  return { text, html };
}
