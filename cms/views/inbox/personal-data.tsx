import { leadStage } from '@/lib/domain/studio-inbox';
import { openSealedAddress } from '@/lib/studio';
import { buttonClass, OwnerView, searchParam, type StudioViewProps } from '../shared/studio-page';
import { erasePersonalDataAction, findPersonalDataAction } from './actions';
import { NoticeLine, StudioTime } from './parts';
import { InboxTable } from './inbox-list';
import { leadSourceName, type AdminLang } from '../shared/texts';
import { inboxTexts, type InboxTexts } from './texts';

/** The counts an erasure left in the query (n=appointments.cancelled.leads.messages.mails), as its notice. */
function erasedNotice(view: StudioViewProps, t: InboxTexts): string | undefined {
  const match = /^(\d{1,6})\.(\d{1,6})\.(\d{1,6})\.(\d{1,6})\.(\d{1,6})$/.exec(searchParam(view, 'n', 40));
  if (!match) return undefined;
  const [a, c, l, m, x] = match.slice(1).map(Number) as [number, number, number, number, number];
  return t.erased(a, c, l, m, x);
}

/** What a lead was about: its stage when the visitor gave one, and where it was asked for. */
function leadAbout(
  row: { stage: number; stage_given: number; source: string },
  stageLabel: string,
  lang: AdminLang,
): string {
  const stage = leadStage(row);
  const source = leadSourceName(row.source, lang);
  return stage === null ? source : `${stageLabel} ${stage} · ${source}`;
}

/**
 * /admin/personal-data: a person's data by e-mail address (GDPR articles 15 and 17): find, export as JSON, erase.
 * The address travels sealed in the URL (lib/studio/personal-data-address.ts), never as written.
 */
export async function PersonalDataView(view: StudioViewProps) {
  return OwnerView({
    view,
    title: (lang) => inboxTexts(lang).personalDataTitle,
    render: async (owner, studio) => {
      const t = inboxTexts(owner.lang);
      const sealed = searchParam(view, 'q', 1000);
      const email = sealed ? openSealedAddress(sealed) : null;
      const data = email ? await studio.findPersonalData(owner, { email }) : null;
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
              <input
                id="personal-data-email"
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="off"
                defaultValue={email ?? ''}
              />
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
                    <InboxTable
                      caption={t.appointments}
                      rows={data.appointments}
                      columns={[
                        { header: t.slot, cell: (row) => <StudioTime iso={row.slot_start} lang={owner.lang} /> },
                        { header: t.status, cell: (row) => t.appointmentStatus[row.status] ?? row.status },
                        { header: t.name, cell: (row) => row.name },
                        { header: t.email, cell: (row) => row.email },
                      ]}
                    />
                  ) : null}
                  {data.leads.length + data.messages.length > 0 ? (
                    <InboxTable
                      caption={
                        <>
                          {t.leads} / {t.messages}
                        </>
                      }
                      rows={[
                        ...data.leads.map((row) => ({
                          id: row.id,
                          at: row.created_at,
                          type: t.leads,
                          email: row.email,
                          about: leadAbout(row, t.stage, owner.lang),
                        })),
                        ...data.messages.map((row) => ({
                          id: row.id,
                          at: row.created_at,
                          type: t.messages,
                          email: row.email,
                          about: row.subject,
                        })),
                      ]}
                      columns={[
                        { header: t.date, cell: (row) => <StudioTime iso={row.at} lang={owner.lang} /> },
                        { header: t.type, cell: (row) => row.type },
                        { header: t.email, cell: (row) => row.email },
                        { header: t.subject, cell: (row) => row.about },
                      ]}
                    />
                  ) : null}
                  {data.mails.length > 0 ? (
                    <InboxTable
                      caption={t.mails}
                      rows={data.mails}
                      columns={[
                        { header: t.date, cell: (row) => <StudioTime iso={row.createdAt} lang={owner.lang} /> },
                        { header: t.kind, cell: (row) => t.mailKinds[row.kind] ?? row.kind },
                        { header: t.recipient, cell: (row) => row.recipient },
                        { header: t.subject, cell: (row) => row.subject },
                      ]}
                    />
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
