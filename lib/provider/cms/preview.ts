import { draftMode, headers } from 'next/headers';
import { cache } from 'react';
import type { TypedUser } from 'payload';
import { roleOf, type StaffRole as Role } from '@/lib/access/staff-session';
import { cms } from '.';

/**
 * A signed-in back-office account (owner or editor) looking at the public site in Next's draft mode. The e-mail is
 * there for the preview bar to name the account; it is never logged.
 */
export type PreviewSession = { userId: string | number; email?: string; role: Role };

/** The account document behind each session, for the Local API's `user` (its access rules read the role and id). */
const accounts = new WeakMap<PreviewSession, TypedUser>();

/**
 * The back-office account a request's Payload session belongs to (the `payload-token` cookie or an Authorization
 * header), or null when there is none, it expired, or the account has no staff role.
 */
export async function previewSessionFromHeaders(requestHeaders: Headers): Promise<PreviewSession | null> {
  const payload = await cms();
  const { user } = await payload.auth({ headers: requestHeaders });
  if (!user) return null;
  const role = roleOf({ user });
  if (!role) return null;
  const email = (user as { email?: unknown }).email;
  const session: PreviewSession = { userId: user.id, role, ...(typeof email === 'string' && email ? { email } : {}) };
  accounts.set(session, user);
  return session;
}

/** Whether this request has Next's draft mode on; outside a request (a script, a test) it has not. */
async function draftModeEnabled(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/**
 * The editor previewing this request, or null for everyone else (once per request: React `cache`).
 *
 * Only a request in draft mode goes further and reads its headers: for a visitor the page stays static (draftMode()
 * is off in a prerender and reading it opts nothing into dynamic rendering). A draft-mode cookie alone is not enough —
 * a stale one, or one copied to another browser, without a back-office session reads the published content.
 */
export const previewingEditor = cache(async (): Promise<PreviewSession | null> => {
  if (!(await draftModeEnabled())) return null;
  return previewSessionFromHeaders(await headers());
});

/** The Local API options of a content read: published as a visitor sees it, or the latest draft as the editor. */
export type ReadMode = { draft: boolean; overrideAccess: false; user?: TypedUser };

/** How a reader reads for `editor` (null: a visitor: the published documents, with anonymous access rules). */
export function readMode(editor: PreviewSession | null): ReadMode {
  if (!editor) return { draft: false, overrideAccess: false };
  const user = accounts.get(editor);
  // A session not made by previewSessionFromHeaders has no verified account behind it: read as a visitor.
  if (!user) return { draft: false, overrideAccess: false };
  return { draft: true, overrideAccess: false, user };
}

/**
 * The one way a page reads back-office content: for a visitor, `published` (the data cache's read, tagged so the
 * hooks in cms/hooks/revalidate.ts expire it); for an editor in preview, `draft` with the editor — outside the data
 * cache, so a draft is never cached, tagged, or served to anyone else.
 */
export async function publishedOrDraft<T>(
  published: () => Promise<T>,
  draft: (editor: PreviewSession) => Promise<T>,
): Promise<T> {
  const editor = await previewingEditor();
  return editor ? draft(editor) : published();
}
