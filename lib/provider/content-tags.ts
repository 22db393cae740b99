/**
 * Cache tags of content reads. Every read carries the tag of what it read in its language, and the tag of all
 * contents: POST /api/revalidate?tag=contents refreshes every page, and a change in the back office only the
 * pages × languages it touches.
 */
export const CONTENTS_TAG = 'contents';

/** Page texts (the `contents` collection) of one page in one language. */
export const contentTag = (page: string, lang: string): string => `contents:${page}:${lang}`;

/** Any other back-office collection or global (testimonials, team, galleries…) in one language. */
export const cmsTag = (slug: string, lang: string): string => `cms:${slug}:${lang}`;

/**
 * One legal document (terms, notice, privacy, cookies: the `legal-pages` collection) in one language: its page only.
 */
export const legalPageTag = (document: string, lang: string): string => `cms:legal-pages:${document}:${lang}`;

/** The studio's booking schedule (the `schedule` global): the booking pages, the home dialog and availability. */
export const SCHEDULE_TAG = 'cms:schedule';

/**
 * Set in a Payload write's `context` (the seed) to skip revalidation: nothing is cached yet, and there is no request.
 */
export const SKIP_REVALIDATE = 'skipRevalidate';
