'use client';

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react';
import { useRouter } from 'next/navigation';

/**
 * In the live preview iframe Payload posts a message after every save; router.refresh() makes the server components
 * read the new draft. Outside the iframe it does nothing.
 */
export default function RefreshOnSaveIsland() {
  const router = useRouter();
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={window.location.origin} />;
}
