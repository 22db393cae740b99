import config from '@payload-config';
import { getPayload, type Payload } from 'payload';

/**
 * The back office's store as the gateway reads it: Payload's Local API in this process (no HTTP), started on first use.
 * Only lib/provider/cms and cms/ import Payload; pages and components reach content through lib/provider.
 */
export function cms(): Promise<Payload> {
  return getPayload({ config });
}
