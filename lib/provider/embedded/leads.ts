import { randomUUID } from 'node:crypto';
import type { LeadMagnetRequest, ProviderResult, RequestContext } from '@/lib/provider/contract';
import { errorMessages } from '@/lib/provider/messages';
import { leadMagnetBodySchema, leadMagnetQuerySchema } from '@/lib/schemas/lead-magnet';
import { getStore } from './db/connection';
import { composeLeadMail } from './mail/compose-lead';
import { deliverSoon } from './mail/deliver-soon';
import { enqueueMail } from './mail/outbox';
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

  const lead: LeadMagnetRequest = { ...query.data, stage: request.stage, email: body.data.email, lang: locale };
  const now = new Date();
  const id = randomUUID();
  const { db } = await getStore();
  const mailIds = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('leads')
      .values({
        id,
        email: lead.email,
        lang: lead.lang,
        stage: lead.stage,
        type: lead.type,
        source: lead.source,
        consent_at: now.toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    return enqueueMail(trx, [composeLeadMail(lead)], now);
  });
  await deliverSoon(mailIds);
  return succeeded(errorMessages(locale).success.lead, id);
}
