import { submissionRoute } from '@/lib/api/submission-route';
import { contactSubmission } from '@/lib/api/contact-submission';

export const dynamic = 'force-dynamic';

/** POST { name, email, subject, message, lang }: stored, forwarded to the studio, acknowledged. */
export const POST = submissionRoute(contactSubmission, {
  where: 'POST /api/contact',
  // The language was resolved from ?lang, the body or the browser; the schema sees that one, not the raw field.
  values: (body, _query, lang) => ({ ...body, lang }),
});
