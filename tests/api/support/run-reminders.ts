// Run as a separate server process by the reminders test: runs the reminder jobs at NOW and prints their counts.
import { closeStore } from '@/lib/provider/embedded/db/connection';
import { runReminderJobs } from '@/lib/provider/embedded/reminders';

const counts = await runReminderJobs(new Date(String(process.env.NOW)));
process.stdout.write(JSON.stringify(counts));
await closeStore();
process.exit(0);
