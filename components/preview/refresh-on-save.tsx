'use client';

import dynamic from 'next/dynamic';

/**
 * The live preview's refresh (refresh-on-save-island.tsx), only in an editor's preview: the preview bar is the only
 * thing that renders this, and the island arrives as a chunk of its own after hydration, so no visitor's page carries
 * @payloadcms/live-preview-react.
 */
export const RefreshOnSave = dynamic(() => import('./refresh-on-save-island'), { ssr: false });
