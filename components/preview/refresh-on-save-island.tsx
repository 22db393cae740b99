'use client';

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react';
import { useRouter } from 'next/navigation';

/**
 * Inside the back office's live preview (an iframe of the same origin), Payload posts a message after every save —
 * with autosave, as the editor types — and this renders the page again on the server with the new draft
 * (router.refresh(): the server components read the drafts afresh, nothing is cached). Outside the iframe it does
 * nothing.
 */
export default function RefreshOnSaveIsland() {
  const router = useRouter();
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={window.location.origin} />;
}
