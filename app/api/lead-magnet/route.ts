import { submissionRoute } from '@/lib/api/submission-route';
import { leadMagnetSubmission } from '@/lib/api/lead-magnet-submission';

export const dynamic = 'force-dynamic';

/** An empty query parameter counts as absent, so that its default applies. */
function param(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value === null || value.trim() === '' ? undefined : value;
}

/** POST ?lang&stage&type&source with { email }: records the lead and e-mails the guide. */
export const POST = submissionRoute(leadMagnetSubmission, {
  where: 'POST /api/lead-magnet',
  // The guide's stage, type and source travel in the query; any in the body are ignored.
  values: (body, query) => ({
    ...body,
    stage: param(query, 'stage'),
    type: param(query, 'type'),
    source: param(query, 'source'),
  }),
});
