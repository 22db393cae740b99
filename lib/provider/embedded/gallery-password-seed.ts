import { readGalleryPasswordHash } from '@/lib/provider/cms/galleries';
import { PROTECTED_RETAIL_GALLERY_ID } from './content/galleries/architecture-manifest';
import { verifyPassword } from './password-hash';

/** The demo's protected gallery is the architecture retail gallery of the manifest. */
export const DEMO_PASSWORD = 'lumen-retail-2025';
export { PROTECTED_RETAIL_GALLERY_ID };

/** Whether the protected gallery still opens with the demo password (a public deployment must refuse to start). */
export async function demoPasswordStored(): Promise<boolean> {
  const hash = await readGalleryPasswordHash(PROTECTED_RETAIL_GALLERY_ID);
  return hash !== null && (await verifyPassword(DEMO_PASSWORD, hash));
}
