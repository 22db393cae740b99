import { INBOX_FILTERS } from '@/lib/domain/studio-inbox';
import { OwnerView, searchParam, type StudioViewProps } from '../shared/studio-page';
import { languageName, leadSourceName } from '../shared/texts';
import { currentPath, filterOf, InboxStatus, mailtoHref, MarkButtons, StudioTime } from './parts';
import { InboxList } from './inbox-list';
import { inboxTexts } from './texts';

const PATH = '/admin/leads';

/** /admin/leads: guide downloads and quiz results, newest first, with read / handled marks and a CSV export. */
export async function LeadsView(view: StudioViewProps) {
  return OwnerView({
    view,
    title: (lang) => inboxTexts(lang).leadsTitle,
    render: async (owner, studio) => {
      const t = inboxTexts(owner.lang);
      const filter = filterOf(view, INBOX_FILTERS);
      const list = await studio.listLeads(owner, { filter, page: searchParam(view, 'page', 10) || 1 });
      if (!list) return null;
      const back = currentPath(view, PATH, ['filter', 'page']);
      return (
        <InboxList
          view={view}
          t={t}
          path={PATH}
          list={list}
          filterLabels={t.filters}
          csvHref={`/cms-api/studio/export/leads${filter === 'all' ? '' : `?filter=${filter}`}`}
          rowProps={(lead) => ({ className: lead.readAt ? undefined : 'inbox-row--unread' })}
          columns={[
            { header: t.date, cell: (lead) => <StudioTime iso={lead.createdAt} lang={owner.lang} /> },
            { header: t.email, cell: (lead) => <a href={mailtoHref(lead.email)}>{lead.email}</a> },
            { header: t.stage, cell: (lead) => lead.stage ?? '—' },
            { header: t.type, cell: (lead) => t.leadTypes[lead.type] ?? lead.type },
            { header: t.source, cell: (lead) => leadSourceName(lead.source, owner.lang) },
            { header: t.language, cell: (lead) => languageName(lead.lang, owner.lang) },
            { header: t.status, cell: (lead) => <InboxStatus readAt={lead.readAt} handledAt={lead.handledAt} t={t} /> },
            {
              header: t.actions,
              cell: (lead) => (
                <MarkButtons
                  kind="lead"
                  id={lead.id}
                  readAt={lead.readAt}
                  handledAt={lead.handledAt}
                  back={back}
                  t={t}
                  label={lead.email}
                />
              ),
            },
          ]}
        />
      );
    },
  });
}
