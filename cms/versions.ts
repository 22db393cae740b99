import type { Access, CollectionConfig, GlobalConfig } from 'payload';
import { isStaff, staffOnly } from './access';

/**
 * Drafts and versions of what visitors read: the page texts, galleries and legal pages, and the home, services and
 * NM+IA pages. Saving (and the autosave while an editor types) keeps a draft; only publishing — now, or at a date and
 * time (Payload's scheduled publishing, run by cms/jobs.ts) — changes the public site. Operational data (the booking
 * schedule, media, accounts) is not versioned: a change there takes effect at once, as the studio expects.
 */

/** Versions kept per document (or global), the oldest dropped first; autosaves are folded into one version. */
export const MAX_VERSIONS = 30;

/** How long the admin waits after the last keystroke before it autosaves a draft. */
export const AUTOSAVE_INTERVAL_MS = 800;

const drafts = {
  autosave: { interval: AUTOSAVE_INTERVAL_MS },
  // The date picker in 24-hour time, every 5 minutes; the admin's time zone is Europe/Madrid (payload.config.ts).
  schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 5 },
  validate: false,
} as const;

export const collectionVersions: CollectionConfig['versions'] = { drafts, maxPerDoc: MAX_VERSIONS };
export const globalVersions: GlobalConfig['versions'] = { drafts, max: MAX_VERSIONS };

/**
 * Staff read every document and its drafts; anyone else only what is published (also through the REST API with
 * `?draft=true`: Payload then still applies this constraint).
 */
export const publishedOrStaff: Access = ({ req }) => (isStaff(req) ? true : { _status: { equals: 'published' } });

/** The version history (and what a draft holds) is the staff's only. */
export const versionAccess = { read: publishedOrStaff, readVersions: staffOnly } as const;
