import config from '@payload-config';
import { cookies, headers } from 'next/headers';
import { getPayload, getRequestLanguage, type PayloadRequest } from 'payload';
import { isOwner, roleOf, type Role } from '@/cms/access';
import { adminLang, type AdminLang } from './texts';

/** Who is asking, as the studio's admin views and their server actions need it. */
export type StudioActor = {
  /** The back-office account's id. */
  id: string | number;
  role: Role;
  lang: AdminLang;
  /** What audit_log.actor gets: the back-office account's e-mail (lib/provider/embedded/audit.ts). */
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
 * For server actions (and route handlers): reads the Payload session from the request's cookies / Authorization
 * header. Returns the owner, or null when the session is missing, expired or not an owner's. A server action is a
 * public POST endpoint: every action calls this first and refuses on null.
 */
export async function ownerFromSession(): Promise<StudioActor | null> {
  const payload = await getPayload({ config });
  const requestHeaders = await headers();
  const { user } = await payload.auth({ headers: requestHeaders });
  if (!user) return null;
  const req = { user };
  if (!isOwner(req)) return null;
  const language = getRequestLanguage({ config: payload.config, cookies: await cookies(), headers: requestHeaders });
  return actorOf(req, language);
}
