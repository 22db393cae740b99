import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { setTestEnvironment } from './support/environment';

/*
 * The admin renders a component only if the committed import map lists it; a missing one leaves /admin blank. The map
 * is generated for one configuration, but which storage the uploads use is a deployment setting: for each, the
 * components Payload asks for must be in app/(payload)/admin/importMap.ts.
 */
async function keysPayloadWants(settings: Record<string, string | undefined>): Promise<string[]> {
  setTestEnvironment(settings);
  vi.resetModules();
  const { generateImportMap } = await import('payload');
  const config = await (await import('@/payload.config')).default;
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'import-map-')), 'importMap.ts');
  await generateImportMap(
    { ...config, admin: { ...config.admin, importMap: { ...config.admin.importMap, importMapFile: file } } },
    { log: false, force: true },
  );
  return [...readFileSync(file, 'utf8').matchAll(/^\s*"([^"]+#[^"]+)":/gm)].map((match) => match[1] ?? '');
}

describe('the admin import map', () => {
  it.each([
    ['files on disk', {}],
    ['an S3 bucket', { S3_BUCKET: 'studio-media', S3_ACCESS_KEY_ID: 'key-id', S3_SECRET_ACCESS_KEY: 'secret-key' }],
    ['Vercel Blob', { BLOB_READ_WRITE_TOKEN: 'vercel_blob_rw_test_token' }],
  ])('lists every component the admin needs with %s', async (_, settings) => {
    const wanted = await keysPayloadWants(settings);
    expect(wanted.length).toBeGreaterThan(0);
    // Read as text: importing the map would load the admin's client components (and their CSS) into Node.
    const listed = ['importMap.generated.ts', 'importMap.ts'].flatMap((name) =>
      [...readFileSync(path.join('app/(payload)/admin', name), 'utf8').matchAll(/^\s*["']([^"']+#[^"']+)["']:/gm)].map(
        (match) => match[1],
      ),
    );
    for (const key of wanted) expect(listed, key).toContain(key);
  });
});
