import path from 'node:path';
import sharp from 'sharp';
import { expect } from '../check-results';
import { ADMIN, BUCKET, ORIGIN } from './settings';
import { filesUnder } from './workspace';

/** The owner signs in and uploads a picture, which must land in the bucket and be served back from it. */
export async function studioChecks(bucketDir: string): Promise<void> {
  const login = await fetch(`${ORIGIN}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token?: string };
  expect(
    'the owner from ADMIN_EMAIL/ADMIN_PASSWORD signs in',
    login.status === 200 && Boolean(token),
    String(login.status),
  );

  const picture = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'check-vercel.png');
  form.append('_payload', JSON.stringify({ alt: 'check:vercel' }));
  const upload = await fetch(`${ORIGIN}/cms-api/media`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}` },
    body: form,
  });
  const uploaded = (await upload.json()) as { doc?: { filename?: string; url?: string } };
  const filename = uploaded.doc?.filename ?? '';
  expect('an upload in the back office is accepted', upload.status === 201 && Boolean(filename), String(upload.status));
  const inBucket = filesUnder(path.join(bucketDir, BUCKET)).filter((file) => file.includes(path.parse(filename).name));
  expect('the upload and its sizes landed in the bucket', inBucket.length >= 2, `${inBucket.length} objects`);
  const served = await fetch(`${ORIGIN}${uploaded.doc?.url ?? ''}`, { headers: { authorization: `JWT ${token}` } });
  const bytes = Buffer.from(await served.arrayBuffer());
  expect(
    'the upload is served back from the bucket through /cms-api',
    served.status === 200 && bytes.equals(picture),
    `${served.status}, ${bytes.length} bytes`,
  );
}
