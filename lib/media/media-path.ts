/** The site's own media route, used when no MEDIA_BASE_URL is set (next.config.ts localPatterns). */
export const LOCAL_MEDIA_PREFIX = '/media';

/** A media key's address: on the studio's media host when one is given, else on the site's own route. */
export function resolveMediaUrl(key: string, base: string | undefined): string {
  const clean = key.replace(/^\/+/, '');
  return base ? `${base.replace(/\/+$/, '')}/${clean}` : `${LOCAL_MEDIA_PREFIX}/${clean}`;
}
