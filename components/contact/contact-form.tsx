'use client';

import { hydrateOnApproach } from '@/components/forms/hydrate-on-approach';

export type { ContactFormLabels } from './contact-form-view';

/** The contact form (contact-form-view.tsx), hydrated as the visitor scrolls near it: not in the page's first load. */
export const ContactForm = hydrateOnApproach(() => import('./contact-form-view'), { margin: '400px 0px' });
