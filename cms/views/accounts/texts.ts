import type { AdminLang } from '../shared/texts';

export type InviteTexts = {
  title: string;
  invite: string;
  help: string;
  email: string;
  name: string;
  role: string;
  roles: { editor: string; owner: string };
  send: string;
  sent: string;
  invalid: string;
  taken: string;
};

const texts: Record<AdminLang, InviteTexts> = {
  es: {
    title: 'Invitar a una persona',
    invite: 'Invitar a una persona',
    help: 'Recibirá un correo con un enlace para elegir su contraseña. El enlace caduca en 72 horas.',
    email: 'Correo electrónico',
    name: 'Nombre',
    role: 'Rol',
    roles: { editor: 'Editor', owner: 'Propietario' },
    send: 'Enviar invitación',
    sent: 'Invitación enviada.',
    invalid: 'Escribe un correo electrónico válido.',
    taken: 'Ya hay una cuenta con ese correo electrónico.',
  },
  en: {
    title: 'Invite someone',
    invite: 'Invite someone',
    help: 'They will get an e-mail with a link to choose their password. The link expires in 72 hours.',
    email: 'Email',
    name: 'Name',
    role: 'Role',
    roles: { editor: 'Editor', owner: 'Owner' },
    send: 'Send invitation',
    sent: 'Invitation sent.',
    invalid: 'Enter a valid email address.',
    taken: 'There is already an account with that email address.',
  },
  it: {
    title: 'Invita una persona',
    invite: 'Invita una persona',
    help: 'Riceverà un’e-mail con un link per scegliere la sua password. Il link scade tra 72 ore.',
    email: 'Email',
    name: 'Nome',
    role: 'Ruolo',
    roles: { editor: 'Editor', owner: 'Proprietario' },
    send: 'Invia invito',
    sent: 'Invito inviato.',
    invalid: 'Scrivi un indirizzo email valido.',
    taken: 'Esiste già un account con questo indirizzo email.',
  },
};

export const inviteTexts = (lang: AdminLang): InviteTexts => texts[lang];
