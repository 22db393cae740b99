import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMime, type MimeMessage } from './mime';

export interface ReceivedMail extends MimeMessage {
  envelopeTo: string[];
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves once `count` messages have arrived (or rejects after a few seconds). */
  waitFor(count: number): Promise<ReceivedMail[]>;
}

export interface TestSmtpOptions {
  /** Waits this long before accepting each message, so that senders running together overlap. */
  delayMs?: number;
  /** A message this returns true for is read but never answered: its sender hangs as on a stalled server. */
  hold?: (envelopeTo: string[]) => boolean;
}

/** A real SMTP server on localhost, plain text and without authentication, that keeps what it receives. */
export async function startTestSmtp({ delayMs = 0, hold }: TestSmtpOptions = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
            if (hold?.(envelopeTo)) return;
            setTimeout(() => {
              received.push({ ...parseMime(Buffer.concat(chunks).toString('utf8')), envelopeTo });
              callback();
            }, delayMs);
          });
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server?.server.address() as AddressInfo).port;
        resolve();
      });
    });

  await listen();
  const smtp: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = undefined;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
    start: listen,
    async waitFor(count) {
      const deadline = Date.now() + 15_000; // a guide PDF attachment takes seconds on a busy machine
      while (received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      if (received.length < count) throw new Error(`expected ${count} mails, got ${received.length}`);
      return received;
    },
  };
  return smtp;
}
