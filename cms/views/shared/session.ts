import config from '@payload-config';
import { headers } from 'next/headers';
import { getPayload, getRequestLanguage, type PayloadRequest } from 'payload';
import { isOwner, roleOf, type Role } from '@/cms/access';
import { adminLang, type AdminLang } from './texts';

/** Who is asking, as the studio's admin views and their server actions need it. */
export type StudioActor = {
  /** The back-office account's id. */
  id: string | number;
  role: Role;
  lang: AdminLang;
  /** What audit_log.actor gets: the back-office account's e-mail (lib/studio/ports). */
  auditActor: string;
};

type WithUser = Pick<PayloadRequest, 'user'>;

export function actorOf(req: WithUser, language?: string): StudioActor | null {
  const role = roleOf(req);
  if (!req.user || !role) return null;
  const email = (req.user as { email?: unknown }).email;
  const auditActor = typeof email === 'string' && email ? email : `user:${String(req.user.id)}`;
  return { id: req.user.id, role, lang: adminLang(language), auditActor };
}

/** The owner behind a view (from Payload's initPageResult.req), or null for an editor / anyone else. */
export function ownerOf(req: WithUser & { i18n?: { language?: string } }): StudioActor | null {
  if (!isOwner(req)) return null;
  return actorOf(req, req.i18n?.language);
}

/**
 * The owner a request's Payload session belongs to (cookie or Authorization header), or null when the session is
 * missing, expired or not an owner's.
 */
export async function ownerFromHeaders(requestHeaders: Headers): Promise<StudioActor | null> {
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: requestHeaders });
  if (!user) return null;
  const req = { user };
  if (!isOwner(req)) return null;
  const cookies = new Map<string, string>();
  for (const pair of (requestHeaders.get('cookie') ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name) cookies.set(name, value.join('='));
  }
  return actorOf(req, getRequestLanguage({ config: payload.config, cookies, headers: requestHeaders }));
}

/**
 * For server actions: a server action is a public POST endpoint, so every action calls this first and refuses on
 * null, whatever the page that rendered its form checked.
 */
export async function ownerFromSession(): Promise<StudioActor | null> {
  return ownerFromHeaders(await headers());
}
