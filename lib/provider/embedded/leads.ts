import { randomUUID } from 'node:crypto';
import type { LeadMagnetRequest, ProviderResult, RequestContext } from '@/lib/provider/contract';
import { errorMessages } from '@/lib/provider/messages';
import { leadMagnetBodySchema, leadMagnetQuerySchema } from '@/lib/schemas/lead-magnet';
import { composeLeadMail } from './mail/compose-lead';
import { storeWithMail } from './mail/store-with-mail';
import { consumeWrite } from './rate-limit';
import { invalidPayload, rateLimited, succeeded } from '@/lib/provider/results';

/** Records the lead with the moment consent was given, then e-mails the guide in the visitor's language. */
export async function requestLeadMagnet(request: LeadMagnetRequest, context?: RequestContext): Promise<ProviderResult> {
  const locale = request.lang;
  const wait = await consumeWrite(context?.clientId ?? 'local');
  if (wait !== null) return rateLimited(wait, locale);

  const body = leadMagnetBodySchema.safeParse({ email: request.email });
  if (!body.success) return invalidPayload(body.error, locale);
  const query = leadMagnetQuerySchema.safeParse({ stage: request.stage, type: request.type, source: request.source });
  if (!query.success) return invalidPayload(query.error, locale);

  // Unknown stage: stored as 1, as the API's default has it (spec §7), and marked as not given by the visitor.
  const stageGiven = query.data.stage !== undefined;
  const lead = {
    ...query.data,
    stage: request.stage ?? 1,
    email: body.data.email,
    lang: locale,
  } satisfies LeadMagnetRequest;
  const now = new Date();
  const id = randomUUID();
  await storeWithMail(async (trx) => {
    await trx
      .insertInto('leads')
      .values({
        id,
        email: lead.email,
        lang: lead.lang,
        stage: lead.stage,
        stage_given: stageGiven ? 1 : 0,
        type: lead.type,
        source: lead.source,
        consent_at: now.toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    return [composeLeadMail(lead)];
  }, now);
  return succeeded(errorMessages(locale).success.lead, id);
}
