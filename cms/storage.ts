import { s3Storage } from '@payloadcms/storage-s3';
import { vercelBlobStorage } from '@payloadcms/storage-vercel-blob';
import type { Plugin } from 'payload';
import { env } from '@/lib/env';

export type MediaStorage = 'vercel-blob' | 's3' | 'local';

/**
 * Where uploads go: Vercel Blob with BLOB_READ_WRITE_TOKEN, an S3-compatible bucket with S3_BUCKET, else
 * DATA_DIR/cms-media.
 */
export function mediaStorage(settings: Pick<typeof env, 'BLOB_READ_WRITE_TOKEN' | 'S3_BUCKET'> = env): MediaStorage {
  if (settings.BLOB_READ_WRITE_TOKEN) return 'vercel-blob';
  if (settings.S3_BUCKET) return 's3';
  return 'local';
}

/**
 * Payload's storage adapter for the media collection. Exactly one is always registered, enabled or not, with its
 * fields inserted either way: the schema (and so the committed migrations) is the same wherever the files live.
 * Files are still served through Payload's own route (/cms-api/media/file/…), which applies the media's read rule, so
 * a protected gallery's photographs stay locked in a bucket too: the bucket is private (S3), and Vercel Blob's public
 * addresses carry a random suffix that nothing on the site ever shows.
 */
export function mediaStoragePlugin(): Plugin {
  const storage = mediaStorage();
  if (storage === 'vercel-blob') {
    return vercelBlobStorage({
      enabled: true,
      alwaysInsertFields: true,
      collections: { media: true },
      token: env.BLOB_READ_WRITE_TOKEN ?? '',
      addRandomSuffix: true,
    });
  }
  return s3Storage({
    enabled: storage === 's3',
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: env.S3_BUCKET ?? 'unused',
    acl: 'private',
    config: {
      region: env.S3_REGION,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: env.S3_FORCE_PATH_STYLE } : {}),
      ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
        : {}),
    },
  });
}
