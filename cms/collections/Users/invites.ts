import { randomBytes } from 'node:crypto';
import type { CollectionAfterChangeHook, CollectionBeforeValidateHook, FieldAccess, Payload } from 'payload';
import { ValidationError } from 'payload';
import { z } from 'zod';
import { env } from '@/lib/env';
import { studio } from '@/lib/site';
import { ROLES } from '../../access';

/** How long an invitation's link lets the new account set its password. */
export const INVITE_EXPIRATION_MS = 72 * 60 * 60 * 1000;

type Lang = 'es' | 'en' | 'it';
const langOf = (language: string | undefined): Lang => (language === 'en' || language === 'it' ? language : 'es');

const INVITE_TEXTS: Record<Lang, { subject: string; body: string; link: string; expiry: string }> = {
  es: {
    subject: `Tu invitación al panel de ${studio.brand}`,
    body: `Te han dado una cuenta en el panel de ${studio.brand}.`,
    link: 'Elige tu contraseña en este enlace:',
    expiry: 'El enlace caduca en 72 horas. Después, pide otro con «¿Olvidaste tu contraseña?».',
  },
  en: {
    subject: `Your invitation to the ${studio.brand} back office`,
    body: `You have been given an account in the ${studio.brand} back office.`,
    link: 'Choose your password at this link:',
    expiry: 'The link expires in 72 hours. After that, ask for a new one with “Forgot password?”.',
  },
  it: {
    subject: `Il tuo invito al pannello di ${studio.brand}`,
    body: `Ti è stato dato un account nel pannello di ${studio.brand}.`,
    link: 'Scegli la tua password a questo link:',
    expiry: 'Il link scade tra 72 ore. Dopo, chiedine un altro con «Password dimenticata?».',
  },
};

/**
 * Who may type a new account's password: only the very first account, made before anyone is signed in (Payload's
 * create-first-user screen). Everyone else is invited and chooses their own.
 */
export const passwordOnCreate: FieldAccess = ({ req }) => !req.user;

/** Only the account itself changes its password; an owner sends a reset link instead. */
export const passwordOnUpdate: FieldAccess = ({ req, id }) => req.user != null && String(req.user.id) === String(id);

/** An invited account gets a password no one knows until it chooses its own. */
export const inviteInsteadOfPassword: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation !== 'create' || req.context?.invite !== true) return data;
  return { ...data, password: randomBytes(32).toString('base64url') };
};

/** The invitation form's fields, bounded before anything is read. */
export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  name: z.string().trim().max(100).optional().default(''),
  role: z.enum(ROLES).catch('editor'),
});
export type InviteResult = 'sent' | 'invalid' | 'taken';

/** An owner's invitation: the account, then its mail (sendInvitation), in the owner's admin language. */
export async function inviteAccount(payload: Payload, input: unknown, lang: string): Promise<InviteResult> {
  const parsed = inviteSchema.safeParse(input);
  if (!parsed.success) return 'invalid';
  try {
    await payload.create({
      collection: 'users',
      data: parsed.data as never,
      overrideAccess: true,
      context: { invite: true, inviteLang: langOf(lang) },
    });
    return 'sent';
  } catch (error) {
    if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'email')) return 'taken';
    throw error;
  }
}

/** Mails the invitation: a reset link valid 72 h, in the language of the admin that sent it. */
export const sendInvitation: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || req.context?.invite !== true) return doc;
  const email = String((doc as { email?: unknown }).email ?? '');
  const token = await req.payload.forgotPassword({
    collection: 'users',
    data: { email },
    disableEmail: true,
    expiration: INVITE_EXPIRATION_MS,
    req,
  });
  const lang = langOf(typeof req.context.inviteLang === 'string' ? req.context.inviteLang : req.i18n?.language);
  const t = INVITE_TEXTS[lang];
  const link = new URL(`/admin/reset/${encodeURIComponent(String(token))}`, env.SITE_URL).toString();
  await req.payload.sendEmail({
    to: email,
    subject: t.subject,
    html: `<div lang="${lang}"><p>${t.body}</p>\n<p>${t.link}</p>\n<p><a href="${link}">${link}</a></p>\n<p>${t.expiry}</p></div>`,
  });
  return doc;
};
