import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { env } from '@/lib/env';

let smtp: Transporter | undefined;
let files: Transporter | undefined;

function smtpTransport(url: string): Transporter {
  // Bounded waits: a slow or absent mail server leaves the message in the outbox instead of holding the request.
  smtp ??= nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return smtp;
}

function fileTransport(): Transporter {
  files ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return files;
}

function isBuffer(value: unknown): value is Buffer {
  return Buffer.isBuffer(value);
}

/**
 * Sends one message: through SMTP when SMTP_URL is set, otherwise as an .eml file in MAIL_OUTBOX_DIR that any mail
 * program opens. `fileName` names the .eml so that a person can find a submission's mail.
 */
export async function sendMail(message: Mail.Options, fileName: string): Promise<void> {
  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail(message);
    return;
  }
  const info: unknown = await fileTransport().sendMail(message);
  const raw = typeof info === 'object' && info !== null && 'message' in info ? info.message : undefined;
  if (!isBuffer(raw)) throw new Error('The file transport did not produce a message buffer');
  const directory = path.resolve(env.MAIL_OUTBOX_DIR);
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, `${fileName}.eml`), raw);
}
