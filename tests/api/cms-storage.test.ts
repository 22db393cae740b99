import { describe, expect, it } from 'vitest';
import { setTestEnvironment } from './support/environment';

// Where the back office keeps its store and uploads for each setting: functions of the settings, no back office.
setTestEnvironment();

describe('where things are kept', () => {
  it('the store: its own SQLite file beside the bookings, or the cms schema of PostgreSQL; uploads: Blob, S3 or disk', async () => {
    const { cmsDatabase } = await import('@/cms/database');
    const { mediaStorage } = await import('@/cms/storage');
    expect(
      cmsDatabase({ CMS_DATABASE_URL: undefined, DATABASE_URL: 'file:.data/studio.db', DATA_DIR: '/srv/data' }),
    ).toEqual({ kind: 'sqlite', url: 'file:/srv/data/cms.db' });
    expect(
      cmsDatabase({ CMS_DATABASE_URL: undefined, DATABASE_URL: 'postgres://u:p@db/studio', DATA_DIR: '.data' }),
    ).toEqual({ kind: 'postgres', url: 'postgres://u:p@db/studio', schema: 'cms' });
    expect(
      cmsDatabase({ CMS_DATABASE_URL: 'file:/tmp/x.db', DATABASE_URL: 'postgres://u:p@db/studio', DATA_DIR: '.data' }),
    ).toEqual({ kind: 'sqlite', url: 'file:/tmp/x.db' });
    expect(mediaStorage({ BLOB_READ_WRITE_TOKEN: 'vercel_blob_rw_x', S3_BUCKET: 'b' })).toBe('vercel-blob');
    expect(mediaStorage({ BLOB_READ_WRITE_TOKEN: undefined, S3_BUCKET: 'bucket' })).toBe('s3');
    expect(mediaStorage({ BLOB_READ_WRITE_TOKEN: undefined, S3_BUCKET: undefined })).toBe('local');
  });
});
