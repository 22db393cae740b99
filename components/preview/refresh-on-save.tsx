'use client';

import { clientOnly } from '@/components/ui/client-only';

/**
 * Its own chunk, rendered only in an editor's preview, so no visitor's page carries @payloadcms/live-preview-react
 * or the code that would load it.
 */
export const RefreshOnSave = clientOnly(() => import('./refresh-on-save-island'));
