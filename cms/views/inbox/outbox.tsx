import { OUTBOX_FILTERS } from '@/lib/domain/studio-inbox';
import { listOutbox } from '@/lib/provider/embedded/studio/outbox';
import { buttonClass, OwnerView, searchParam, type StudioViewProps } from '../shared/studio-page';
import { retryAction } from './actions';
import { currentPath, FilterLinks, filterOf, NoticeLine, Pager, StudioTime } from './parts';
import { inboxTexts } from './texts';

const PATH = '/admin/outbox';

/** /admin/outbox: every mail with its state, attempts and last error; a failed one can be retried. */
export async function OutboxView(view: StudioViewProps) {
  return OwnerView({
    view,
    title: (lang) => inboxTexts(lang).outboxTitle,
    render: async (owner) => {
      const t = inboxTexts(owner.lang);
      const list = await listOutbox({ filter: filterOf(view, OUTBOX_FILTERS), page: searchParam(view, 'page', 10) || 1 });
      const back = currentPath(view, PATH, ['filter', 'page']);
      return (
        <>
          <NoticeLine view={view} t={t} />
          <FilterLinks path={PATH} current={list.filter} labels={t.outboxFilters} label={t.show} />
          <p>{t.total(list.total)}</p>
          {list.rows.length === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <div className="inbox-table-wrap">
              <table className="studio-table">
                <thead>
                  <tr>
                    <th scope="col">{t.date}</th>
                    <th scope="col">{t.kind}</th>
                    <th scope="col">{t.recipient}</th>
                    <th scope="col">{t.subject}</th>
                    <th scope="col">{t.status}</th>
                    <th scope="col">{t.attempts}</th>
                    <th scope="col">{t.lastError}</th>
                    <th scope="col">{t.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.rows.map((mail) => (
                    <tr key={mail.id} data-state={mail.state}>
                      <td>
                        <StudioTime iso={mail.createdAt} lang={owner.lang} />
                      </td>
                      <td>{mail.kind}</td>
                      <td>{mail.recipient}</td>
                      <td>{mail.subject}</td>
                      <td>
                        <span
                          className={`studio-badge${mail.state === 'sent' ? ' studio-badge--confirmed' : mail.state === 'failed' ? ' studio-badge--cancelled' : ''}`}
                        >
                          {t.states[mail.state]}
                        </span>
                        {mail.sentAt ? (
                          <>
                            <br />
                            <small>
                              <StudioTime iso={mail.sentAt} lang={owner.lang} />
                            </small>
                          </>
                        ) : null}
                      </td>
                      <td>{mail.attempts}</td>
                      <td className="inbox-error">{mail.lastError ?? '—'}</td>
                      <td>
                        {mail.state === 'failed' ? (
                          <form action={retryAction}>
                            <input type="hidden" name="id" value={mail.id} />
                            <input type="hidden" name="back" value={back} />
                            <button type="submit" className={buttonClass.small} aria-label={`${t.retry}: ${mail.subject || mail.kind}`}>
                              {t.retry}
                            </button>
                          </form>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager path={PATH} filter={list.filter} page={list.page} pageCount={list.pageCount} t={t} />
        </>
      );
    },
  });
}
