import { openSealedAddress, requestAddress, sealAddress, studioBackOffice } from '@/lib/studio';
import type { StudioActor } from '../shared/session';

/*
 * What the inbox views' forms do, apart from Next: each server action (actions.ts) reads the session and hands the
 * owner (or null) and the form here, then redirects to where this says. Every operation refuses anyone but an owner
 * before it reads the form, and answers with a page to go back to and a notice code for it.
 */

export const INBOX_ACTIONS = ['mark', 'retry', 'feed', 'find', 'erase'] as const;
export type InboxAction = (typeof INBOX_ACTIONS)[number];

export const NOTICES = [
  'saved',
  'refused',
  'external',
  'notFound',
  'retrySent',
  'retryQueued',
  'retryNotFailed',
  'feedRegenerated',
  'invalidEmail',
  'searchExpired',
  'eraseNeedsConfirm',
  'erased',
] as const;
export type Notice = (typeof NOTICES)[number];

const ADMIN_PAGES = /^\/admin(\/(leads|messages|outbox|personal-data)(\/[0-9a-f-]{36})?)?\/?$/;

/** Where a form asked to go back to: one of the inbox's own pages (with its query), or the fallback. */
export function safeBack(value: FormDataEntryValue | null, fallback: string): URL {
  const base = 'http://admin.invalid';
  if (typeof value === 'string' && value.length <= 500 && value.startsWith('/admin') && !value.startsWith('//')) {
    try {
      const url = new URL(value, base);
      if (url.origin === base && ADMIN_PAGES.test(url.pathname)) return url;
    } catch {
      // falls through to the fallback
    }
  }
  return new URL(fallback, base);
}

function withNotice(url: URL, notice: Notice, extra: Record<string, string> = {}): string {
  url.searchParams.delete('notice');
  url.searchParams.delete('n');
  url.searchParams.set('notice', notice);
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

const text = (form: FormData, key: string, max = 300): string => {
  const value = form.get(key);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

/** Runs one of the inbox's form actions for `owner` and returns the address to go to next. */
export async function runInboxAction(
  owner: StudioActor | null,
  action: InboxAction,
  form: FormData,
  now: Date = new Date(),
): Promise<string> {
  const fallback =
    action === 'find' || action === 'erase' ? '/admin/personal-data' : action === 'retry' ? '/admin/outbox' : '/admin';
  const back = safeBack(form.get('back'), fallback);
  if (!owner || owner.role !== 'owner') return withNotice(back, 'refused');
  const office = studioBackOffice();
  if (office.kind === 'external') return withNotice(back, 'external');
  const { studio } = office;

  switch (action) {
    case 'mark': {
      const done = await studio.markInboxItem(
        owner,
        { kind: text(form, 'kind'), id: text(form, 'id'), mark: text(form, 'mark') },
        now,
      );
      return withNotice(back, done ? 'saved' : 'notFound');
    }
    case 'retry': {
      const result = await studio.retryMail(owner, { id: text(form, 'id') }, now);
      const notice: Notice =
        result === 'sent'
          ? 'retrySent'
          : result === 'queued'
            ? 'retryQueued'
            : result === 'not-failed'
              ? 'retryNotFailed'
              : 'notFound';
      return withNotice(back, notice);
    }
    case 'feed': {
      await studio.regenerateCalendarFeed(owner, now);
      return withNotice(back, 'feedRegenerated');
    }
    case 'find': {
      const email = requestAddress({ email: text(form, 'email') });
      const page = new URL('/admin/personal-data', 'http://admin.invalid');
      if (!email) return withNotice(page, 'invalidEmail');
      page.searchParams.set('q', sealAddress(email, now));
      return `${page.pathname}${page.search}`;
    }
    case 'erase': {
      const page = new URL('/admin/personal-data', 'http://admin.invalid');
      const sealed = text(form, 'q', 1000);
      const email = openSealedAddress(sealed, now);
      if (!email) return withNotice(page, 'searchExpired');
      if (text(form, 'confirm') !== 'yes') {
        page.searchParams.set('q', sealed);
        return withNotice(page, 'eraseNeedsConfirm');
      }
      const result = await studio.erasePersonalData(owner, { email }, now);
      if (!result) return withNotice(page, 'invalidEmail');
      const counts = [result.appointments, result.cancelled, result.leads, result.messages, result.mails].join('.');
      return withNotice(page, 'erased', { n: counts });
    }
  }
}
