import { findPersonalData, openSealedAddress } from '@/lib/provider/embedded/studio/personal-data';
import { buttonClass, OwnerView, searchParam, type StudioViewProps } from '../shared/studio-page';
import { erasePersonalDataAction, findPersonalDataAction } from './actions';
import { NoticeLine, StudioTime } from './parts';
import { inboxTexts, type InboxTexts } from './texts';

/** The counts an erasure left in the query (n=appointments.cancelled.leads.messages.mails), as its notice. */
function erasedNotice(view: StudioViewProps, t: InboxTexts): string | undefined {
  const match = /^(\d{1,6})\.(\d{1,6})\.(\d{1,6})\.(\d{1,6})\.(\d{1,6})$/.exec(searchParam(view, 'n', 40));
  if (!match) return undefined;
  const [a, c, l, m, x] = match.slice(1).map(Number) as [number, number, number, number, number];
  return t.erased(a, c, l, m, x);
}

/**
 * /admin/personal-data: a person's data by e-mail address (GDPR articles 15 and 17): find, export as JSON, erase.
 * The address travels sealed in the URL (lib/provider/embedded/studio/personal-data.ts), never as written.
 */
export async function PersonalDataView(view: StudioViewProps) {
  return OwnerView({
    view,
    title: (lang) => inboxTexts(lang).personalDataTitle,
    render: async (owner) => {
      const t = inboxTexts(owner.lang);
      const sealed = searchParam(view, 'q', 1000);
      const email = sealed ? openSealedAddress(sealed) : null;
      const data = email ? await findPersonalData({ email }) : null;
      return (
        <>
          <NoticeLine view={view} t={t} erased={erasedNotice(view, t)} />
          {sealed && !email ? (
            <div className="studio-notice studio-notice--error" role="alert">
              <p>{t.searchExpired}</p>
            </div>
          ) : null}
          <p>{t.findHelp}</p>
          <form action={findPersonalDataAction} className="studio-filters">
            <div className="studio-field inbox-field--wide">
              <label htmlFor="personal-data-email">{t.email}</label>
              <input id="personal-data-email" name="email" type="email" required maxLength={254} autoComplete="off" defaultValue={email ?? ''} />
            </div>
            <button type="submit" className={buttonClass.primary}>
              {t.find}
            </button>
          </form>
          {email && data ? (
            <section aria-labelledby="personal-data-found" className="inbox-section">
              <h2 id="personal-data-found">{t.foundFor(email)}</h2>
              <p>{t.counts(data.appointments.length, data.leads.length, data.messages.length, data.mails.length)}</p>
              {data.appointments.length + data.leads.length + data.messages.length + data.mails.length === 0 ? (
                <p>{t.nothingFound}</p>
              ) : (
                <>
                  {data.appointments.length > 0 ? (
                    <div className="inbox-table-wrap">
                      <table className="studio-table">
                        <caption className="inbox-caption">{t.appointments}</caption>
                        <thead>
                          <tr>
                            <th scope="col">{t.slot}</th>
                            <th scope="col">{t.status}</th>
                            <th scope="col">{t.name}</th>
                            <th scope="col">{t.email}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {data.appointments.map((row) => (
                            <tr key={row.id}>
                              <td>
                                <StudioTime iso={row.slot_start} lang={owner.lang} />
                              </td>
                              <td>{t.appointmentStatus[row.status] ?? row.status}</td>
                              <td>{row.name}</td>
                              <td>{row.email}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  ) : null}
                  {data.leads.length + data.messages.length > 0 ? (
                    <div className="inbox-table-wrap">
                      <table className="studio-table">
                        <caption className="inbox-caption">
                          {t.leads} / {t.messages}
                        </caption>
                        <thead>
                          <tr>
                            <th scope="col">{t.date}</th>
                            <th scope="col">{t.type}</th>
                            <th scope="col">{t.email}</th>
                            <th scope="col">{t.subject}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {data.leads.map((row) => (
                            <tr key={row.id}>
                              <td>
                                <StudioTime iso={row.created_at} lang={owner.lang} />
                              </td>
                              <td>{t.leads}</td>
                              <td>{row.email}</td>
                              <td>
                                {t.stage} {row.stage} · {row.source}
                              </td>
                            </tr>
                          ))}
                          {data.messages.map((row) => (
                            <tr key={row.id}>
                              <td>
                                <StudioTime iso={row.created_at} lang={owner.lang} />
                              </td>
                              <td>{t.messages}</td>
                              <td>{row.email}</td>
                              <td>{row.subject}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  ) : null}
                  {data.mails.length > 0 ? (
                    <div className="inbox-table-wrap">
                      <table className="studio-table">
                        <caption className="inbox-caption">{t.mails}</caption>
                        <thead>
                          <tr>
                            <th scope="col">{t.date}</th>
                            <th scope="col">{t.kind}</th>
                            <th scope="col">{t.recipient}</th>
                            <th scope="col">{t.subject}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {data.mails.map((row) => (
                            <tr key={row.id}>
                              <td>
                                <StudioTime iso={row.createdAt} lang={owner.lang} />
                              </td>
                              <td>{t.mailKinds[row.kind] ?? row.kind}</td>
                              <td>{row.recipient}</td>
                              <td>{row.subject}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  ) : null}
                  <div className="studio-actions">
                    <form method="post" action="/cms-api/studio/personal-data/export">
                      <input type="hidden" name="email" value={email} />
                      <button type="submit" className={buttonClass.secondary}>
                        {t.exportJson}
                      </button>
                    </form>
                  </div>
                  <section aria-labelledby="personal-data-erase" className="studio-notice studio-notice--error">
                    <h2 id="personal-data-erase">{t.eraseTitle}</h2>
                    <p>{t.eraseHelp}</p>
                    <form action={erasePersonalDataAction}>
                      <input type="hidden" name="q" value={sealed} />
                      <p>
                        <input id="personal-data-confirm" type="checkbox" name="confirm" value="yes" required />{' '}
                        <label htmlFor="personal-data-confirm">{t.eraseConfirm}</label>
                      </p>
                      <button type="submit" className={buttonClass.primary}>
                        {t.erase}
                      </button>
                    </form>
                  </section>
                </>
              )}
            </section>
          ) : null}
        </>
      );
    },
  });
}
