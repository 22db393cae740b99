import { embeddedHealth, type EmbeddedHealth } from './embedded/health';
import { demoPasswordStored } from './embedded/gallery-password-seed';
import { usesExternalProvider } from './index';

export type ProviderHealth = { provider: 'external' } | ({ provider: 'embedded' } & EmbeddedHealth);

/**
 * The provider's state for the health route. An external provider answers for itself; the embedded one checks its
 * database, a write and the mail outbox, each reported apart.
 */
export async function providerHealth(withMail: boolean): Promise<ProviderHealth> {
  if (usesExternalProvider()) return { provider: 'external' };
  return { provider: 'embedded', ...(await embeddedHealth(withMail)) };
}

/**
 * For the start-up check of a public deployment: true while the embedded provider's protected gallery still opens
 * with the demo password. Read through the gateway so that the store opens with its seed like on any request.
 */
export async function demoGalleryPasswordStored(): Promise<boolean> {
  return !usesExternalProvider() && (await demoPasswordStored());
}
