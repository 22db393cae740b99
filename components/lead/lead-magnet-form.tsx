'use client';

import { hydrateOnApproach } from '@/components/forms/hydrate-on-approach';

export type { LeadMagnetLabels } from './lead-magnet-form-view';

/** The guide's form (lead-magnet-form-view.tsx), hydrated as the visitor scrolls near it: not in the page's first load. */
export const LeadMagnetForm = hydrateOnApproach(() => import('./lead-magnet-form-view'), { margin: '400px 0px' });
