// Run as a separate server process by the rate-limit test: spends COUNT writes for one client and prints how many
// the shared limit refused.
import { closeStore } from '@/lib/provider/embedded/db/connection';
import { consumeWrite } from '@/lib/provider/embedded/rate-limit';

let refused = 0;
for (let i = 0; i < Number(process.env.COUNT); i += 1) if ((await consumeWrite('203.0.113.50')) !== null) refused += 1;
process.stdout.write(String(refused));
await closeStore();
