// Every e2e run starts from what the build left, so two runs against one build give the same result. The data cache
// goes too: it outlives the e2e store it was read from, and would carry one run's schedule changes into the next.
import { rmSync } from 'node:fs';
import path from 'node:path';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
for (const dir of ['.data/e2e', path.join(distDir, 'cache/fetch-cache')]) {
  rmSync(dir, { recursive: true, force: true });
}
