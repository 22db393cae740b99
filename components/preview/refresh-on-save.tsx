'use client';

import { clientOnly } from '@/components/ui/client-only';

/**
 * The live preview's refresh (refresh-on-save-island.tsx), only in an editor's preview: the frame's deferred extras
 * render it when the layout says so, and the island arrives as a chunk of its own, so no visitor's page carries
 * @payloadcms/live-preview-react or even the code that would load it.
 */
export const RefreshOnSave = clientOnly(() => import('./refresh-on-save-island'));
