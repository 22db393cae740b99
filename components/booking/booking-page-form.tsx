'use client';

import { hydrateOnApproach } from '@/components/forms/hydrate-on-approach';

/**
 * The booking page's form, hydrated when the visitor comes to it: a focus, a pointer or a touch on the form, or its
 * date field scrolling into view (where the calendar takes the native date field's place). Until then the page's
 * first load carries none of its code (react-hook-form, the message formatter, the calendar); the server's form books
 * without JavaScript, and a submit before the code has arrived is that form's post.
 */
export const BookingPageForm = hydrateOnApproach(() => import('./booking-page-island'), { target: '[data-booking-date-field]' });
