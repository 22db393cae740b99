// Run as a separate server process by the outbox race test: opens the store, says "ready", and on "go" (a line on
// stdin) runs one pass of the outbox delivery, as a server's retry timer does, then prints how many it sent.
import { closeStore, getStore } from '@/lib/provider/embedded/db/connection';
import { flushOutbox } from '@/lib/provider/embedded/mail/outbox';

await getStore();
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
const { sent } = await flushOutbox({ ignoreBackoff: true });
process.stdout.write(`${JSON.stringify({ sent })}\n`);
await closeStore();
process.exit(0);
