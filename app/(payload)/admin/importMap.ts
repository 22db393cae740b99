import { S3ClientUploadHandler } from '@payloadcms/storage-s3/client';
import { VercelBlobClientUploadHandler } from '@payloadcms/storage-vercel-blob/client';
import { importMap as generated } from './importMap.generated';

/**
 * Payload's generated import map (`npx payload generate:importmap` writes importMap.generated.ts) lists only the
 * components of the configuration it was generated with, and the uploads' storage (S3 or Vercel Blob) is chosen by
 * the deployment's settings. Both storages' client components are listed here, so the admin renders whichever is set.
 */
export const importMap = {
  ...generated,
  '@payloadcms/storage-s3/client#S3ClientUploadHandler': S3ClientUploadHandler,
  '@payloadcms/storage-vercel-blob/client#VercelBlobClientUploadHandler': VercelBlobClientUploadHandler,
};
