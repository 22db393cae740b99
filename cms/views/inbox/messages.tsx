import { Link } from '@payloadcms/ui';
import { INBOX_FILTERS } from '@/lib/domain/studio-inbox';
import { storeIdSchema } from '@/lib/schemas/studio-inbox';
import { buttonClass, OwnerView, searchParam, type StudioViewProps } from '../shared/studio-page';
import { currentPath, filterOf, InboxStatus, mailtoHref, MarkButtons, NoticeLine, StudioTime } from './parts';
import { InboxList } from './inbox-list';
import { languageName } from '../shared/texts';
import { inboxTexts } from './texts';

const PATH = '/admin/messages';
const EXCERPT = 120;

/** The message id of /admin/messages/:id, or null on the list. */
function messageId(view: StudioViewProps): string | null {
  const segments = view.params?.segments;
  const id = Array.isArray(segments) ? segments[1] : undefined;
  if (id === undefined) return null;
  const parsed = storeIdSchema.safeParse(id);
  return parsed.success ? parsed.data : '';
}

/** /admin/messages and /admin/messages/:id: the contact messages, newest first; opening one marks it read. */
export async function MessagesView(view: StudioViewProps) {
  const id = messageId(view);
  if (id !== null) return MessageDetail(view, id);
  return OwnerView({
    view,
    title: (lang) => inboxTexts(lang).messagesTitle,
    render: async (owner, studio) => {
      const t = inboxTexts(owner.lang);
      const filter = filterOf(view, INBOX_FILTERS);
      const list = await studio.listMessages(owner, { filter, page: searchParam(view, 'page', 10) || 1 });
      if (!list) return null;
      const back = currentPath(view, PATH, ['filter', 'page']);
      return (
        <InboxList
          view={view}
          t={t}
          path={PATH}
          list={list}
          filterLabels={t.filters}
          csvHref={`/cms-api/studio/export/messages${filter === 'all' ? '' : `?filter=${filter}`}`}
          rowProps={(message) => ({ className: message.readAt ? undefined : 'inbox-row--unread' })}
          columns={[
            { header: t.date, cell: (message) => <StudioTime iso={message.createdAt} lang={owner.lang} /> },
            {
              header: t.name,
              cell: (message) => (
                <>
                  {message.name}
                  <br />
                  <a href={mailtoHref(message.email, message.subject)}>{message.email}</a>
                </>
              ),
            },
            {
              header: t.subject,
              cell: (message) => (
                <>
                  <Link prefetch={false} href={`${PATH}/${message.id}`}>
                    {message.subject}
                  </Link>
                  <br />
                  <small>
                    {message.message.length > EXCERPT ? `${message.message.slice(0, EXCERPT)}…` : message.message}
                  </small>
                </>
              ),
            },
            { header: t.language, cell: (message) => languageName(message.lang, owner.lang) },
            {
              header: t.status,
              cell: (message) => <InboxStatus readAt={message.readAt} handledAt={message.handledAt} t={t} />,
            },
            {
              header: t.actions,
              cell: (message) => (
                <MarkButtons
                  kind="message"
                  id={message.id}
                  readAt={message.readAt}
                  handledAt={message.handledAt}
                  back={back}
                  t={t}
                  label={message.subject}
                />
              ),
            },
          ]}
        />
      );
    },
  });
}

async function MessageDetail(view: StudioViewProps, id: string) {
  return OwnerView({
    view,
    title: (lang) => inboxTexts(lang).message,
    parent: (lang) => ({ label: inboxTexts(lang).messagesTitle, url: PATH }),
    before: (lang) => (
      <p>
        <Link prefetch={false} href={PATH}>
          {inboxTexts(lang).backToMessages}
        </Link>
      </p>
    ),
    render: async (owner, studio) => {
      const t = inboxTexts(owner.lang);
      const message = id ? await studio.openMessage(owner, id) : null;
      if (!message) {
        return (
          <div className="studio-notice studio-notice--error" role="alert">
            <p>{t.messageNotFound}</p>
          </div>
        );
      }
      return (
        <>
          <NoticeLine view={view} t={t} />
          <dl className="studio-dl">
            <dt>{t.date}</dt>
            <dd>
              <StudioTime iso={message.createdAt} lang={owner.lang} />
            </dd>
            <dt>{t.name}</dt>
            <dd>{message.name}</dd>
            <dt>{t.email}</dt>
            <dd>{message.email}</dd>
            <dt>{t.language}</dt>
            <dd>{languageName(message.lang, owner.lang)}</dd>
            <dt>{t.subject}</dt>
            <dd>{message.subject}</dd>
            <dt>{t.status}</dt>
            <dd>
              <InboxStatus readAt={message.readAt} handledAt={message.handledAt} t={t} />
            </dd>
          </dl>
          <h2>{t.message}</h2>
          <div className="inbox-message">{message.message}</div>
          <div className="studio-actions">
            <a className={buttonClass.primary} href={mailtoHref(message.email, message.subject)}>
              {t.reply}
            </a>
            <MarkButtons
              kind="message"
              id={message.id}
              readAt={message.readAt}
              handledAt={message.handledAt}
              back={`${PATH}/${message.id}`}
              t={t}
              label={message.subject}
            />
          </div>
        </>
      );
    },
  });
}
