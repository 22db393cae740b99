import { existsSync, readdirSync } from 'node:fs';
import { headerValue, rawGet } from '../bench-servers';
import type { MediaReport } from '../load-table';
import { failures, get, record } from './runs';
import { CONNECTIONS, MEDIA_CACHE_DIR, MEDIA_SECONDS, ORIGIN } from './settings';

const IMAGE_HEADERS = {
  accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

const cacheFiles = () =>
  existsSync(MEDIA_CACHE_DIR) ? readdirSync(MEDIA_CACHE_DIR).filter((name) => name.endsWith('.img')).length : 0;

/** The home page's first optimized image, by its /_next/image URL and as the same size from the media route. */
export async function mediaRuns(): Promise<MediaReport | undefined> {
  const html = await (await fetch(`${ORIGIN}/es`)).text();
  const imageUrl = /\/_next\/image\?[^"\s,]+/.exec(html)?.[0].replaceAll('&amp;', '&');
  if (!imageUrl) {
    failures.push('media: the home page has no /_next/image URL');
    return undefined;
  }
  const params = new URL(imageUrl, ORIGIN).searchParams;
  const source = params.get('url') ?? '';
  if (!source.startsWith('/media/')) {
    failures.push(`media: the home page's first image is not from the media route (${source})`);
    return undefined;
  }
  const optimizerCacheOf = async () =>
    headerValue((await rawGet(ORIGIN + imageUrl, IMAGE_HEADERS)).headers['x-nextjs-cache']);
  // The first request encodes (and fills the caches); what follows must come from them.
  await rawGet(ORIGIN + imageUrl, IMAGE_HEADERS);
  const optimizerCache = await optimizerCacheOf();
  record(
    `/_next/image, ${CONNECTIONS} conn, ${MEDIA_SECONDS}s`,
    await get(ORIGIN + imageUrl, MEDIA_SECONDS, IMAGE_HEADERS),
    MEDIA_SECONDS,
  );
  const optimizerAfter = await optimizerCacheOf();
  if (optimizerCache !== 'HIT' || optimizerAfter !== 'HIT') {
    const answered = `${optimizerCache || 'none'} / ${optimizerAfter || 'none'}`;
    failures.push(`media: /_next/image answered X-Nextjs-Cache ${answered}, not HIT, on a repeated request`);
  }

  const variantUrl = `${source}?w=${params.get('w') ?? ''}&q=${params.get('q') ?? ''}`;
  const first = await rawGet(ORIGIN + variantUrl, IMAGE_HEADERS);
  if (first.status !== 200) failures.push(`media: ${variantUrl} answered ${first.status}`);
  const cacheControl = headerValue(first.headers['cache-control']);
  const etag = headerValue(first.headers.etag);
  const revalidates =
    etag !== '' && (await rawGet(ORIGIN + variantUrl, { ...IMAGE_HEADERS, 'if-none-match': etag })).status === 304;
  const cacheFilesBefore = cacheFiles();
  record(
    `/media variant, ${CONNECTIONS} conn, ${MEDIA_SECONDS}s`,
    await get(ORIGIN + variantUrl, MEDIA_SECONDS, IMAGE_HEADERS),
    MEDIA_SECONDS,
  );
  const cacheFilesAfter = cacheFiles();
  if (!/\bpublic\b/.test(cacheControl) || !/\bimmutable\b/.test(cacheControl))
    failures.push(`media: ${variantUrl} is not public and immutable (${cacheControl})`);
  if (!revalidates) failures.push(`media: ${variantUrl} does not answer 304 to its own ETag`);
  if (cacheFilesBefore === 0 || cacheFilesAfter !== cacheFilesBefore) {
    const held = `${cacheFilesBefore} files before the run and ${cacheFilesAfter} after`;
    failures.push(`media: the variant cache held ${held} (expected the same, not 0)`);
  }
  return {
    imageUrl,
    optimizerCache: optimizerAfter,
    variantUrl,
    cacheControl,
    etag,
    revalidates,
    cacheFilesBefore,
    cacheFilesAfter,
  };
}

export function printMedia(media: MediaReport): void {
  const revalidates = media.revalidates ? 'yes' : 'no';
  console.log(
    `media: /_next/image X-Nextjs-Cache ${media.optimizerCache}; ${media.variantUrl}: ${media.cacheControl}, ` +
      `ETag → 304 ${revalidates}, variant cache ${media.cacheFilesBefore} → ${media.cacheFilesAfter} files`,
  );
}
