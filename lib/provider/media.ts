import { locales } from '@/lib/i18n/locales';
import { readProtectedGalleryIds } from './cms/galleries';
import { mediaKeys } from '@/lib/media/url';
import { numberedImagePaths } from '@/lib/domain/gallery';
import type { BusinessStage } from './contract';
import { onForget } from '@/lib/cache/shared-signal';
import { architectureManifest } from './embedded/content/galleries/architecture-manifest';
import { mediaSubjectOverride } from './embedded/content/media-subjects';

/**
 * The studio's own media when no MEDIA_BASE_URL is set (the media route draws them). The provider's API has no call for
 * them, so, like home-content.ts, every provider shares the product's seed: which keys exist, what each one depicts,
 * and which galleries are protected. The media route reads them here, not from the embedded provider's folder.
 */
export { mediaSubjectOverride };

/**
 * The galleries protected now (the owner protects and unprotects them in the back office): their photographs need
 * that gallery's unlock cookie. The media route asks on every photograph, so the answer is kept in memory for a few
 * seconds rather than read from the store each time. A change of protection is forgotten by every instance at once
 * (forgetGalleryDirectory); without Redis another instance locks the gallery within that time.
 */
const PROTECTED_IDS_TTL_MS = 5_000;
const MEMO = Symbol.for('studio.protected-gallery-ids');
type Memo = { at: number; ids: Promise<ReadonlySet<string>> };
const held = globalThis as { [MEMO]?: Memo };

onForget('galleries', () => {
  held[MEMO] = undefined;
});

export function protectedGalleryIds(now: number = Date.now()): Promise<ReadonlySet<string>> {
  const memo = held[MEMO];
  if (memo && now - memo.at <= PROTECTED_IDS_TTL_MS) return memo.ids;
  const ids = readProtectedGalleryIds().then((list) => new Set(list));
  held[MEMO] = { at: now, ids };
  // A failed read is not remembered: the next photograph asks again.
  ids.catch(() => {
    if (held[MEMO]?.ids === ids) held[MEMO] = undefined;
  });
  return ids;
}

/**
 * The media keys the studio's seed and manifest reference. Anything else answers 404 before an image is rendered,
 * so a crawler cannot make the server draw (and cache) unlimited placeholders.
 */
let fixed: Set<string> | undefined;

function build(): Set<string> {
  const keys = new Set<string>([mediaKeys.heroPoster()]);
  for (const stage of [1, 2, 3, 4, 5] as BusinessStage[]) keys.add(mediaKeys.serviceStage(stage));
  for (const lang of locales) keys.add(mediaKeys.leadMagnet(lang));
  for (const entry of architectureManifest) {
    for (const key of numberedImagePaths(`architecture/${entry.id}`, entry.imageCount)) keys.add(key);
    if (entry.protected) keys.add(`architecture/${entry.id}/cover.jpg`);
  }
  return keys;
}

export function isKnownMediaKey(key: string): boolean {
  fixed ??= build();
  // Advertising and tourism images, portraits, logos and case studies: the seed's own subjects.
  return fixed.has(key) || mediaSubjectOverride(key) !== undefined;
}
