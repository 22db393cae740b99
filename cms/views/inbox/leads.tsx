import { INBOX_FILTERS } from '@/lib/domain/studio-inbox';
import { listLeads } from '@/lib/provider/embedded/studio/inbox';
import { buttonClass, OwnerView, searchParam, type StudioViewProps } from '../shared/studio-page';
import { currentPath, FilterLinks, filterOf, InboxStatus, mailtoHref, MarkButtons, NoticeLine, Pager, StudioTime } from './parts';
import { inboxTexts } from './texts';

const PATH = '/admin/leads';

/** /admin/leads: guide downloads and quiz results, newest first, with read / handled marks and a CSV export. */
export async function LeadsView(view: StudioViewProps) {
  return OwnerView({
    view,
    title: (lang) => inboxTexts(lang).leadsTitle,
    render: async (owner) => {
      const t = inboxTexts(owner.lang);
      const filter = filterOf(view, INBOX_FILTERS);
      const list = await listLeads({ filter, page: searchParam(view, 'page', 10) || 1 });
      const back = currentPath(view, PATH, ['filter', 'page']);
      return (
        <>
          <NoticeLine view={view} t={t} />
          <FilterLinks path={PATH} current={list.filter} labels={t.filters} label={t.show} />
          <p>
            {t.total(list.total)} ·{' '}
            <a className={buttonClass.small} href={`/cms-api/studio/export/leads${filter === 'all' ? '' : `?filter=${filter}`}`} download>
              {t.downloadCsv}
            </a>
          </p>
          {list.rows.length === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <div className="inbox-table-wrap">
              <table className="studio-table">
                <thead>
                  <tr>
                    <th scope="col">{t.date}</th>
                    <th scope="col">{t.email}</th>
                    <th scope="col">{t.stage}</th>
                    <th scope="col">{t.type}</th>
                    <th scope="col">{t.source}</th>
                    <th scope="col">{t.language}</th>
                    <th scope="col">{t.status}</th>
                    <th scope="col">{t.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.rows.map((lead) => (
                    <tr key={lead.id} className={lead.readAt ? undefined : 'inbox-row--unread'}>
                      <td>
                        <StudioTime iso={lead.createdAt} lang={owner.lang} />
                      </td>
                      <td>
                        <a href={mailtoHref(lead.email)}>{lead.email}</a>
                      </td>
                      <td>{lead.stage}</td>
                      <td>{lead.type}</td>
                      <td>{lead.source}</td>
                      <td>{lead.lang}</td>
                      <td>
                        <InboxStatus readAt={lead.readAt} handledAt={lead.handledAt} t={t} />
                      </td>
                      <td>
                        <MarkButtons kind="lead" id={lead.id} readAt={lead.readAt} handledAt={lead.handledAt} back={back} t={t} label={lead.email} />
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
