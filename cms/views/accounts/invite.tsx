import { ROLES } from '../../access';
import { buttonClass, gate, NotAllowed, searchParam, StudioFrame, type StudioViewProps } from '../shared/studio-page';
import { inviteAction } from './actions';
import { inviteTexts } from './texts';

/** /admin/invite: an owner gives an address, a name and a role; the person chooses their own password. */
export function InviteView(view: StudioViewProps) {
  const { lang, owner } = gate(view);
  const t = inviteTexts(lang);
  const result = searchParam(view, 'result', 10);
  const usersLabel = { es: 'Usuarios', en: 'Users', it: 'Utenti' }[lang];
  return (
    <StudioFrame view={view} title={t.title} parent={{ label: usersLabel, url: '/admin/collections/users' }}>
      {!owner ? (
        <NotAllowed lang={lang} />
      ) : (
        <>
          {result === 'sent' ? (
            <div className="studio-notice" role="status">
              <p>{t.sent}</p>
            </div>
          ) : result === 'invalid' || result === 'taken' ? (
            <div className="studio-notice studio-notice--error" role="alert">
              <p>{result === 'taken' ? t.taken : t.invalid}</p>
            </div>
          ) : null}
          <p>{t.help}</p>
          <form action={inviteAction} className="studio-filters">
            <div className="studio-field inbox-field--wide">
              <label htmlFor="invite-email">{t.email}</label>
              <input id="invite-email" name="email" type="email" required maxLength={254} autoComplete="off" />
            </div>
            <div className="studio-field">
              <label htmlFor="invite-name">{t.name}</label>
              <input id="invite-name" name="name" type="text" maxLength={100} autoComplete="off" />
            </div>
            <div className="studio-field">
              <label htmlFor="invite-role">{t.role}</label>
              <select id="invite-role" name="role" defaultValue="editor">
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t.roles[role]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass.primary}>
              {t.send}
            </button>
          </form>
        </>
      )}
    </StudioFrame>
  );
}
