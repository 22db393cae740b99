/**
 * Cache tags of content reads. Every read carries the tag of its page in its language, and the tag of all contents:
 * POST /api/revalidate?tag=contents refreshes every page, and a change in the back office only the pages × languages
 * it touches.
 */
export const CONTENTS_TAG = 'contents';

export const contentTag = (page: string, lang: string): string => `contents:${page}:${lang}`;
