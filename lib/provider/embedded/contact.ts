import { randomUUID } from 'node:crypto';
import type { ContactMessage, ProviderResult, RequestContext } from '@/lib/provider/contract';
import { errorMessages } from '@/lib/provider/messages';
import { contactRequestSchema } from '@/lib/schemas/contact';
import { getStore } from './db/connection';
import { composeContactMails } from './mail/compose-contact';
import { deliverSoon } from './mail/deliver-soon';
import { enqueueMail } from './mail/outbox';
import { consumeWrite } from './rate-limit';
import { invalidPayload, rateLimited, succeeded } from '@/lib/provider/results';

/** Stores the message, forwards it to the studio and acknowledges it to the visitor. */
export async function sendContactMessage(message: ContactMessage, context?: RequestContext): Promise<ProviderResult> {
  const locale = message.lang;
  const wait = await consumeWrite(context?.clientId ?? 'local');
  if (wait !== null) return rateLimited(wait, locale);

  const parsed = contactRequestSchema.safeParse(message);
  if (!parsed.success) return invalidPayload(parsed.error, locale);
  const contact: ContactMessage = { ...parsed.data, lang: locale };
  const now = new Date();
  const id = randomUUID();
  const { db } = await getStore();
  const mailIds = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contact_messages')
      .values({ id, ...contact, created_at: now.toISOString() })
      .execute();
    return enqueueMail(trx, composeContactMails(contact), now);
  });
  await deliverSoon(mailIds);
  return succeeded(errorMessages(locale).success.contact, id);
}
