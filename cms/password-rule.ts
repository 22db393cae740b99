import type { PayloadRequest } from 'payload';
import { MIN_GALLERY_PASSWORD_LENGTH, passwordWeakness, type PasswordWeakness } from '@/lib/production-settings';
import { restRefusal, type RestHandler } from './rest/account-writes';
import { requestLanguage } from './rest/query';
import { adminLang, defineTexts } from './views/shared/texts';

/**
 * One rule for every password the back office sets (a protected gallery's, an account's), said in the admin's
 * language: Payload takes any account password of 3 characters or more, and the galleries' reasons were English.
 */
const texts = defineTexts({
  es: {
    short: `Al menos ${MIN_GALLERY_PASSWORD_LENGTH} caracteres.`,
    repetitive: 'Usa más caracteres distintos.',
    guessable: (word: string) => `Contiene «${word}», de lo primero que se prueba.`,
  },
  en: {
    short: `At least ${MIN_GALLERY_PASSWORD_LENGTH} characters.`,
    repetitive: 'Use more different characters.',
    guessable: (word: string) => `It contains "${word}", which guessers try first.`,
  },
  it: {
    short: `Almeno ${MIN_GALLERY_PASSWORD_LENGTH} caratteri.`,
    repetitive: 'Usa più caratteri diversi.',
    guessable: (word: string) => `Contiene «${word}», tra le prime cose che si provano.`,
  },
});

export function weaknessMessage(weakness: PasswordWeakness, language: string | null | undefined): string {
  const t = texts(adminLang(language));
  return weakness.kind === 'guessable' ? t.guessable(weakness.word) : t[weakness.kind];
}

/** Why a password is too weak, in the admin's language, or null. */
export function weakPasswordMessage(password: string, req: Pick<PayloadRequest, 'i18n'> | undefined): string | null {
  const weakness = passwordWeakness(password);
  return weakness ? weaknessMessage(weakness, req?.i18n?.language) : null;
}

/** The password a body carries: JSON, or the admin's multipart form with its JSON in `_payload`; null if none. */
async function passwordIn(request: Request): Promise<string | null> {
  const type = request.headers.get('content-type') ?? '';
  try {
    let data: unknown = null;
    if (type.includes('application/json')) data = await request.clone().json();
    else if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.clone().formData();
      const payload = form.get('_payload');
      data = typeof payload === 'string' ? JSON.parse(payload) : Object.fromEntries(form);
    }
    const password = (data as { password?: unknown } | null)?.password;
    return typeof password === 'string' ? password : null;
  } catch {
    return null; // Payload answers a body it cannot read itself
  }
}

/**
 * Payload's password reset (the e-mailed link's form, POST <users>/reset-password) sets the password without the
 * collection's hooks, so the rule is checked here: a weak one is a 400 with the reason, in the admin's language, in
 * Payload's error shape with the field, which the form shows.
 */
export function strongResetPasswords(usersSlug: string, handler: RestHandler): RestHandler {
  return async (request, context) => {
    const { slug } = await context.params;
    if (slug.length === 2 && slug[0] === usersSlug && slug[1] === 'reset-password') {
      const password = await passwordIn(request);
      const weakness = password ? passwordWeakness(password) : null;
      if (weakness) return restRefusal(400, weaknessMessage(weakness, requestLanguage(request.headers)));
    }
    return handler(request, context);
  };
}
