import path from 'node:path';
import { numberOption, option, REPO } from '../bench-servers';

export const PORT = Math.round(numberOption('--port', 3140));
export const ORIGIN = `http://127.0.0.1:${PORT}`;
export const BARE_ORIGIN = `http://127.0.0.1:${PORT + 1}`;
export const DATA_DIR = path.resolve(REPO, '.data/load');
export const MEDIA_CACHE_DIR = path.join(DATA_DIR, 'media-cache');
export const DATABASE_FILE = path.join(DATA_DIR, 'studio.db');
export const HOME_SECONDS = numberOption('--home-seconds', 60);
export const MEDIA_SECONDS = numberOption('--media-seconds', 10);
export const WRITE_SECONDS = numberOption('--write-seconds', 20);
/** Only a run of the default durations is the one the README's table shows. */
export const DEFAULT_DURATIONS = HOME_SECONDS === 60 && MEDIA_SECONDS === 10 && WRITE_SECONDS === 20;
export const OUT = option('--out') ?? (DEFAULT_DURATIONS ? 'bench/load.json' : 'bench-results/load.json');
export const CONNECTIONS = 50;

/** The site's environment for the run, and the bare page's (which needs no stores). */
export function serverEnvironments(): { env: NodeJS.ProcessEnv; baseEnv: NodeJS.ProcessEnv } {
  const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const env = {
    ...baseEnv,
    DATABASE_URL: `file:${DATABASE_FILE}`,
    DATA_DIR,
    MEDIA_CACHE_DIR,
    MAIL_OUTBOX_DIR: path.join(DATA_DIR, 'outbox'),
    // Served as behind one proxy, so that the clients below are told apart by their X-Forwarded-For.
    TRUST_PROXY_HOPS: '1',
    // The booking caps would stop the booking run after a handful; it measures writes up to the rate limit instead.
    BOOKING_MAX_PER_CLIENT: '1000',
    BOOKING_MAX_PER_HOUR: '1000',
    BOOKING_MAX_PER_NETWORK: '1000',
    BOOKING_MAX_PER_NETWORK_HOUR: '1000',
    BOOKING_STUDIO_NOTICES_PER_CLIENT_HOUR: '1000',
  };
  return { env, baseEnv };
}
