import type { Endpoint, PayloadRequest } from 'payload';
import { INBOX_FILTERS, type InboxFilter } from '@/lib/domain/studio-inbox';
import type { Studio } from '@/lib/studio';
import { isOwner } from '../access';
import { csvFileName, leadsCsv, messagesCsv } from '../views/inbox/csv';
import { inboxTexts } from '../views/inbox/texts';
import { adminLang, sharedT } from '../views/shared/texts';

/*
 * The studio's downloads under the back office's API (/cms-api/studio/...): the private calendar feed (its secret is
 * in the address, for calendar programs that sign in to nothing), and, for a signed-in owner only, the CSV exports and
 * a person's data as JSON. Everything here carries personal data: never cached, never indexed, never logged.
 */

const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
};

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { ...PRIVATE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });
/** The refusal an editor (or anyone) gets, in the admin's language: it was English whatever the admin spoke. */
const FORBIDDEN = {
  es: 'Solo las personas titulares del estudio pueden descargar esto.',
  en: 'Only the studio owner may download this.',
  it: 'Solo i titolari dello studio possono scaricarlo.',
} as const;
const forbidden = (req: PayloadRequest) =>
  Response.json(
    { errors: [{ message: FORBIDDEN[adminLang(req.i18n?.language)] }] },
    { status: 403, headers: PRIVATE_HEADERS },
  );

function download(body: string, contentType: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      ...PRIVATE_HEADERS,
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

const stamp = () => new Date().toISOString().slice(0, 10);

function filterOf(req: PayloadRequest): InboxFilter {
  const value = req.searchParams?.get('filter') ?? '';
  return (INBOX_FILTERS as readonly string[]).includes(value) ? (value as InboxFilter) : 'all';
}

async function formEmail(req: PayloadRequest): Promise<string> {
  if (!req.formData) return '';
  try {
    const value = (await req.formData()).get('email');
    return typeof value === 'string' ? value.slice(0, 300) : '';
  } catch {
    return '';
  }
}

/** The owner asking (checked by isOwner first), as the audit log names them. */
function ownerActor(req: PayloadRequest) {
  const email = (req.user as { email?: unknown } | null)?.email;
  return { role: 'owner', auditActor: typeof email === 'string' && email ? email : `user:${String(req.user?.id)}` };
}

/** The local use cases, or null when an external provider runs its own; loaded lazily (payload.config imports this). */
async function localStudio(): Promise<Studio | null> {
  const { studioBackOffice } = await import('@/lib/studio');
  const office = studioBackOffice();
  return office.kind === 'local' ? office.studio : null;
}

/** Said plainly when the bookings are the external provider's: there is nothing local to download. */
const elsewhere = (req: PayloadRequest) =>
  Response.json(
    { errors: [{ message: sharedT(adminLang(req.i18n?.language)).externalTitle }] },
    { status: 409, headers: PRIVATE_HEADERS },
  );

export const studioEndpoints: Endpoint[] = [
  {
    path: '/studio/calendar/:file',
    method: 'get',
    handler: async (req) => {
      const file = typeof req.routeParams?.file === 'string' ? req.routeParams.file : '';
      const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
      const studio = await localStudio();
      const ics = token && studio ? await studio.calendarFeed(token) : null;
      if (ics === null) return notFound();
      return new Response(ics, {
        headers: {
          ...PRIVATE_HEADERS,
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'inline; filename="lumen-estudio.ics"',
        },
      });
    },
  },
  {
    path: '/studio/export/leads',
    method: 'get',
    handler: async (req) => {
      if (!isOwner(req)) return forbidden(req);
      const studio = await localStudio();
      if (!studio) return elsewhere(req);
      const lang = adminLang(req.i18n?.language);
      const rows = await studio.leadsForExport(ownerActor(req), filterOf(req));
      if (!rows) return forbidden(req);
      return download(leadsCsv(rows, lang), 'text/csv; charset=utf-8', csvFileName('leads', lang));
    },
  },
  {
    path: '/studio/export/messages',
    method: 'get',
    handler: async (req) => {
      if (!isOwner(req)) return forbidden(req);
      const studio = await localStudio();
      if (!studio) return elsewhere(req);
      const lang = adminLang(req.i18n?.language);
      const rows = await studio.messagesForExport(ownerActor(req), filterOf(req));
      if (!rows) return forbidden(req);
      return download(messagesCsv(rows, lang), 'text/csv; charset=utf-8', csvFileName('messages', lang));
    },
  },
  {
    // A form's POST, so that the address stays out of URLs (and the logs that record them).
    path: '/studio/personal-data/export',
    method: 'post',
    handler: async (req) => {
      if (!isOwner(req)) return forbidden(req);
      const studio = await localStudio();
      if (!studio) return elsewhere(req);
      const data = await studio.exportPersonalData(ownerActor(req), { email: await formEmail(req) });
      if (!data) {
        const message = inboxTexts(adminLang(req.i18n?.language)).invalidEmail;
        return Response.json({ errors: [{ message }] }, { status: 400, headers: PRIVATE_HEADERS });
      }
      return download(
        `${JSON.stringify(data, null, 2)}\n`,
        'application/json; charset=utf-8',
        `personal-data-${stamp()}.json`,
      );
    },
  },
];
