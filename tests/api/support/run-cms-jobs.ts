// Run as a separate server process by the back-office jobs test: starts Payload, says "ready", and on "go" runs the
// scheduled publications that are due and the draft clean-up at NOW, as a server's minute timer does; prints counts.
import { cms } from '@/lib/provider/cms';
import { discardAbandonedDrafts } from '@/lib/provider/cms/abandoned-drafts';
import { runDueJobs } from '@/lib/provider/cms/jobs';
import { closeStore } from '@/lib/provider/embedded/db/connection';

const payload = await cms();
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
const { ran } = await runDueJobs();
const discarded = await discardAbandonedDrafts(new Date(String(process.env.NOW)));
process.stdout.write(`${JSON.stringify({ ran, discarded })}\n`);
await payload.destroy();
await closeStore();
process.exit(0);
