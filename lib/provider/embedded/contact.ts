import { randomUUID } from 'node:crypto';
import type { ContactMessage, ProviderResult, RequestContext } from '@/lib/provider/contract';
import { errorMessages } from '@/lib/provider/messages';
import { contactRequestSchema } from '@/lib/schemas/contact';
import { composeContactMails } from './mail/compose-contact';
import { storeWithMail } from './mail/store-with-mail';
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
  await storeWithMail(async (trx) => {
    await trx
      .insertInto('contact_messages')
      .values({ id, ...contact, created_at: now.toISOString() })
      .execute();
    return composeContactMails(contact);
  }, now);
  return succeeded(errorMessages(locale).success.contact, id);
}
