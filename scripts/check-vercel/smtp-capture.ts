import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A plain SMTP server on localhost that keeps each message's recipients. */
export async function smtpCapture(): Promise<{ url: string; received: string[][]; close: () => void }> {
  const received: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => server.close() };
}
