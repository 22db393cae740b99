import { DefaultTemplate } from '@payloadcms/next/templates';
import { Gutter, SetStepNav } from '@payloadcms/ui';
import type { AdminViewServerProps } from 'payload';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { studioBackOffice, type Studio } from '@/lib/studio';
import { ExternalBackOffice } from './external-back-office';
import { ownerOf, type StudioActor } from './session';
import { adminLang, sharedT, type AdminLang } from './texts';
import './studio.css';

export type StudioViewProps = AdminViewServerProps;

/**
 * The owner gate of a studio view. Payload renders custom root views to anyone, signed in or not, so someone signed
 * out is sent to the sign-in page (and back here afterwards); then what is left is the role. `owner` is null for an
 * editor (or any other role), and the view then renders <NotAllowed> instead of personal data.
 */
export function gate(view: StudioViewProps): { lang: AdminLang; owner: StudioActor | null } {
  const req = view.initPageResult.req;
  if (!req.user) {
    const segments = view.params?.segments;
    const path = `/admin/${Array.isArray(segments) ? segments.map((segment) => encodeURIComponent(segment)).join('/') : ''}`;
    redirect(`/admin/login?redirect=${encodeURIComponent(path)}`);
  }
  return { lang: adminLang(req.i18n.language), owner: ownerOf(req) };
}

/** A search parameter of the view's URL as one bounded string ('' when absent or repeated). */
export function searchParam(view: StudioViewProps, key: string, maxLength = 200): string {
  const value = view.searchParams?.[key];
  return typeof value === 'string' ? value.slice(0, maxLength) : '';
}

/** A step of the admin header's breadcrumb. */
export type StudioCrumb = { label: string; url?: string };

/** The page frame: Payload's own template (nav, header, account menu) and gutter, with the page's heading. */
export function StudioFrame({
  view,
  title,
  children,
  before,
  parent,
}: {
  view: StudioViewProps;
  title: string;
  children: ReactNode;
  /** Shown above the heading (a back link). */
  before?: ReactNode;
  /** The list this page belongs to, as the header's breadcrumb names it before the page's own title. */
  parent?: StudioCrumb;
}) {
  const { initPageResult, params, searchParams } = view;
  const req = initPageResult.req;
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      {/* The header's breadcrumb: without it, a page reached by a client-side link kept the previous page's
          ("Dashboard" on an appointment). */}
      <SetStepNav nav={parent ? [parent, { label: title }] : [{ label: title }]} />
      <Gutter className="studio-view">
        {before}
        <h1 className="studio-view__title">{title}</h1>
        {children}
      </Gutter>
    </DefaultTemplate>
  );
}

/** What an editor (or any role but owner) sees on a studio view. */
export function NotAllowed({ lang }: { lang: AdminLang }) {
  const t = sharedT(lang);
  return (
    <div className="studio-notice studio-notice--error" role="alert">
      <h2>{t.notAllowedTitle}</h2>
      <p>{t.notAllowed}</p>
      <p>
        {/* The admin is its own root layout: a full load is fine. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/admin">{t.backToDashboard}</a>
      </p>
    </div>
  );
}

/**
 * The usual shape of an owner-only view: frame + gate. `render` runs only for an owner and only on the local back
 * office, so nothing personal is read for anyone else, and no local store is shown when the bookings are elsewhere.
 */
export async function OwnerView({
  view,
  title,
  before,
  parent,
  render,
}: {
  view: StudioViewProps;
  title: (lang: AdminLang) => string;
  before?: (lang: AdminLang) => ReactNode;
  parent?: (lang: AdminLang) => StudioCrumb;
  render: (owner: StudioActor, studio: Studio) => Promise<ReactNode> | ReactNode;
}) {
  const { lang, owner } = gate(view);
  const office = studioBackOffice();
  const body = !owner ? (
    <NotAllowed lang={lang} />
  ) : office.kind === 'external' ? (
    <ExternalBackOffice lang={lang} provider={office.provider} />
  ) : (
    await render(owner, office.studio)
  );
  return (
    <StudioFrame
      view={view}
      title={title(lang)}
      before={owner && before ? before(lang) : undefined}
      parent={parent?.(lang)}
    >
      {body}
    </StudioFrame>
  );
}

/** Payload's button classes, for plain <button>/<a> elements that work without client JS. */
export const buttonClass = {
  primary: 'btn btn--style-primary btn--size-medium btn--withoutPopup',
  secondary: 'btn btn--style-secondary btn--size-medium btn--withoutPopup',
  small: 'btn btn--style-secondary btn--size-small btn--withoutPopup',
} as const;
