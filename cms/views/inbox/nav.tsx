import type { I18nClient } from '@payloadcms/translations';
import { NavGroup } from '@payloadcms/ui';
import type { TypedUser } from 'payload';
import { isOwner } from '@/cms/access';
import { adminLang } from '../shared/texts';
import { StudioNavLinks } from './nav-links';
import { inboxTexts } from './texts';

/**
 * The studio's own group in the admin's nav (admin.components.beforeNavLinks): dashboard, appointments, leads,
 * messages, outbox and personal data, named apart from the "Studio" group Payload makes for the schedule global.
 * Owners only: an editor's nav shows content, nothing that leads to personal data.
 */
export function StudioNav({ user, i18n }: { user?: TypedUser | null; i18n?: I18nClient }) {
  if (!isOwner({ user: user ?? null })) return null;
  const t = inboxTexts(adminLang(i18n?.language));
  const links = [
    { href: '/admin', label: t.nav.dashboard, id: 'nav-studio-dashboard' },
    { href: '/admin/appointments', label: t.nav.appointments, id: 'nav-studio-appointments' },
    { href: '/admin/leads', label: t.nav.leads, id: 'nav-studio-leads' },
    { href: '/admin/messages', label: t.nav.messages, id: 'nav-studio-messages' },
    { href: '/admin/outbox', label: t.nav.outbox, id: 'nav-studio-outbox' },
    { href: '/admin/personal-data', label: t.nav.personalData, id: 'nav-studio-personal-data' },
  ];
  return (
    <NavGroup label={t.studio}>
      <StudioNavLinks links={links} />
    </NavGroup>
  );
}
