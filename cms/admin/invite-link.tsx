import type { BeforeListTableServerProps } from 'payload';
import { adminLang } from '../views/shared/texts';
import { inviteTexts } from '../views/accounts/texts';

/** Above the accounts list: how an owner adds someone (Payload's own create form would ask for their password). */
export function InviteLink({ i18n }: BeforeListTableServerProps) {
  const t = inviteTexts(adminLang(i18n.language));
  return (
    <p>
      {/* The admin is its own root layout: a full load is fine. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a className="btn btn--style-primary btn--size-medium btn--withoutPopup" href="/admin/invite">
        {t.invite}
      </a>
    </p>
  );
}
