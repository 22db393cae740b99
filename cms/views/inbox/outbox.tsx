import { OUTBOX_FILTERS } from '@/lib/domain/studio-inbox';
import { buttonClass, OwnerView, searchParam, type StudioViewProps } from '../shared/studio-page';
import { retryAction } from './actions';
import { currentPath, filterOf, StudioTime } from './parts';
import { InboxList } from './inbox-list';
import { inboxTexts } from './texts';

const PATH = '/admin/outbox';

/** /admin/outbox: every mail with its state, attempts and last error; a failed one can be retried. */
export async function OutboxView(view: StudioViewProps) {
  return OwnerView({
    view,
    title: (lang) => inboxTexts(lang).outboxTitle,
    render: async (owner, studio) => {
      const t = inboxTexts(owner.lang);
      const list = await studio.listOutbox(owner, {
        filter: filterOf(view, OUTBOX_FILTERS),
        page: searchParam(view, 'page', 10) || 1,
      });
      if (!list) return null;
      const back = currentPath(view, PATH, ['filter', 'page']);
      return (
        <InboxList
          view={view}
          t={t}
          path={PATH}
          list={list}
          filterLabels={t.outboxFilters}
          rowProps={(mail) => ({ 'data-state': mail.state })}
          columns={[
            { header: t.date, cell: (mail) => <StudioTime iso={mail.createdAt} lang={owner.lang} /> },
            { header: t.kind, cell: (mail) => t.mailKinds[mail.kind] ?? mail.kind },
            { header: t.recipient, cell: (mail) => mail.recipient },
            { header: t.subject, cell: (mail) => mail.subject },
            {
              header: t.status,
              cell: (mail) => (
                <>
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
                </>
              ),
            },
            { header: t.attempts, cell: (mail) => mail.attempts },
            { header: t.lastError, cell: (mail) => mail.lastError ?? '—', className: 'inbox-error' },
            {
              header: t.actions,
              cell: (mail) =>
                mail.state === 'failed' ? (
                  <form action={retryAction}>
                    <input type="hidden" name="id" value={mail.id} />
                    <input type="hidden" name="back" value={back} />
                    <button
                      type="submit"
                      className={buttonClass.small}
                      aria-label={`${t.retry}: ${mail.subject || mail.kind}`}
                    >
                      {t.retry}
                    </button>
                  </form>
                ) : null,
            },
          ]}
        />
      );
    },
  });
}
