import path from 'node:path';

/** The repository's root, so that a script finds the project's files from whatever folder it is run in. */
export const REPO = path.resolve(import.meta.dirname, '..');
