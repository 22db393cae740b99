import { createTranslator } from 'next-intl';
import { getMessages, getTimeZone } from 'next-intl/server';
import { keepNumbersWithUnitsIn } from '@/lib/domain/typography';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import type { LegalDocumentMessages } from '@/lib/legal/tree';
import type { LegalDocumentKey } from '@/lib/legal/vocabulary';
import { getLegalDocument } from '@/lib/provider';

type LegalMessages<D extends LegalDocumentKey> = { common: Messages['legal']['common'] } & Record<
  D,
  LegalDocumentMessages
>;

/** The back office's texts go under the document's key of the `legal` namespace, so the pages read them unchanged. */
export async function legalTranslator<D extends LegalDocumentKey>(locale: Locale, document: D) {
  const [messages, timeZone, saved] = await Promise.all([
    getMessages({ locale }),
    getTimeZone({ locale }),
    getLegalDocument(document, locale),
  ]);
  // "el 21 %." must never split between the number and its sign at the end of a line.
  const texts = keepNumbersWithUnitsIn(saved);
  const legal = { common: messages.legal.common, [document]: texts } as LegalMessages<D>;
  return { t: createTranslator({ locale, timeZone, messages: legal }), texts };
}

export type LegalTranslator = Awaited<ReturnType<typeof legalTranslator<LegalDocumentKey>>>['t'];
/** A message's path in the translator: computed ones (a section's blocks) are known to exist only at run time. */
export type LegalMessageKey = Parameters<LegalTranslator['rich']>[0];
