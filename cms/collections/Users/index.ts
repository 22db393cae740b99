import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload';
import { env } from '@/lib/env';
import { isStaff, ownerField, ownerOnly, ownerOrSelf, ROLES } from '../../access';
import { refuseField } from '../../fields';
import { inviteInsteadOfPassword, passwordOnCreate, passwordOnUpdate, sendInvitation } from './invites';
import { weakPasswordMessage } from '../../password-rule';

/**
 * Payload's account lock counts wrong passwords from everyone, so strangers could lock the owner out: it is set
 * never to trigger, and cms/rest/sign-ins.ts holds back the client that fails instead. (0 would drop its columns.)
 */
export const ACCOUNT_LOCK_NEVER = 1_000_000_000;
export const LOCK_TIME_MS = 15 * 60 * 1000;

const PASSWORD_LABEL = { es: 'Contraseña', en: 'Password', it: 'Password' };

/**
 * A new account's password, and a changed one, follow the site's rule for passwords (cms/password-rule.ts): Payload
 * took any of 3 characters or more ('123' made an editor). The first owner from ADMIN_PASSWORD is the operator's
 * setting, which the start-up review checks on a public site. A reset by the e-mailed link does not pass here: the
 * REST route checks it (strongResetPasswords, cms/password-rule.ts).
 */
const strongPassword: CollectionBeforeValidateHook = ({ data, req }) => {
  if (req.context?.operatorPassword === true) return data;
  const password = (data as { password?: unknown } | undefined)?.password;
  const weak = typeof password === 'string' && password ? weakPasswordMessage(password, req) : null;
  if (weak) refuseField(req, { collection: 'users', path: 'password', label: PASSWORD_LABEL }, weak);
  return data;
};

export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { es: 'Usuario', en: 'User', it: 'Utente' },
    plural: { es: 'Usuarios', en: 'Users', it: 'Utenti' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'owner',
    components: { beforeListTable: ['/cms/admin/invite-link#InviteLink'] },
  },
  auth: {
    maxLoginAttempts: ACCOUNT_LOCK_NEVER,
    lockTime: LOCK_TIME_MS,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax' },
    // Payload's own mail, with the link made absolute: serverURL is left unset (the admin then talks to whichever
    // address it was opened at), and Payload wrote a link relative to it, '/admin/reset/…', which no mail program
    // opens. The site's address, as the booking mails' links have it; Payload's texts in the admin's language.
    forgotPassword: {
      generateEmailHTML: ({ req, token } = {}) => {
        const link = new URL(`/admin/reset/${encodeURIComponent(token ?? '')}`, env.SITE_URL).toString();
        const t = (key: 'authentication:youAreReceivingResetPassword' | 'authentication:youDidNotRequestPassword') =>
          req?.t(key) ?? '';
        const lang = req?.i18n?.language === 'en' || req?.i18n?.language === 'it' ? req.i18n.language : 'es';
        return (
          `<div lang="${lang}"><p>${t('authentication:youAreReceivingResetPassword')}</p>\n<p><a href="${link}">${link}</a></p>\n` +
          `<p>${t('authentication:youDidNotRequestPassword')}</p></div>`
        );
      },
    },
  },
  access: {
    // Only staff reach the admin at all; editors see no users list (only their own account through "Account").
    admin: ({ req }) => isStaff(req),
    read: ownerOrSelf,
    // Accounts come from the first-user screen, ADMIN_EMAIL, or an owner's invitation (/admin/invite), never from a
    // form where someone types another person's password.
    create: () => false,
    update: ownerOrSelf,
    delete: ownerOnly,
    unlock: ownerOnly,
  },
  fields: [
    // Payload's own password, given field access: the admin's create form then asks no one to type it. Readable, so
    // Payload keeps its entry in the permissions it sends the form (it drops all-false ones); hidden and virtual, so
    // there is nothing to read.
    {
      name: 'password',
      type: 'text',
      virtual: true,
      hidden: true,
      access: { create: passwordOnCreate, update: passwordOnUpdate, read: () => true },
    },
    { name: 'name', type: 'text', label: { es: 'Nombre', en: 'Name', it: 'Nome' } },
    {
      name: 'role',
      type: 'select',
      label: { es: 'Rol', en: 'Role', it: 'Ruolo' },
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: ROLES.map((value) => ({
        value,
        label:
          value === 'owner'
            ? { es: 'Propietario', en: 'Owner', it: 'Proprietario' }
            : { es: 'Editor', en: 'Editor', it: 'Editor' },
      })),
      // Only an owner gives or takes roles; an editor cannot promote themselves.
      access: { create: ownerField, update: ownerField },
      // Not on the create-first-user screen (no one signed in yet): that account is the owner whatever it says.
      admin: { condition: (_data, _siblingData, { user }) => Boolean(user) },
    },
  ],
  hooks: {
    beforeValidate: [strongPassword, inviteInsteadOfPassword],
    afterChange: [sendInvitation],
    beforeChange: [
      // The very first account (Payload's create-first-user screen on one machine, or ADMIN_EMAIL) is the owner.
      async ({ operation, data, req }) => {
        if (operation !== 'create') return data;
        const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true });
        return totalDocs === 0 ? { ...data, role: 'owner' } : data;
      },
    ],
  },
};
