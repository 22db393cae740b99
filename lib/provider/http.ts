import { availabilityInRange } from '@/lib/domain/booking-slots';
import { env } from '@/lib/env';
import type { GuidePdf, RequestContext, StudioProvider } from './contract';
import { ProviderHttpError, ProviderResponseError } from './errors';
import {
  refusedCancellation,
  refusedReschedule,
  toCancellation,
  toManagedBooking,
  toReschedule,
} from './http-manage-shapes';
import { toAppointments, toAvailability, toContentEntries, toResult, toServerGalleries } from './http-shapes';

type Query = Record<string, string | number | undefined>;

interface Call {
  method?: 'GET' | 'POST';
  query?: Query;
  body?: unknown;
  context?: RequestContext;
}

type LocalReads = Pick<StudioProvider, 'getArchitectureGalleries'>;

/**
 * The client for an external provider: the session cookie is forwarded, a JSON content type is sent only
 * with a body, nothing is retried, and a non-OK answer raises ProviderHttpError ("{status}: {body}").
 * `local` answers what the spec never asks the provider for (the architecture manifest is built on the client).
 */
export function createHttpProvider(
  baseUrl: string,
  local: LocalReads,
  fetchImpl: typeof fetch = fetch,
): StudioProvider {
  async function send(path: string, { method = 'GET', query, body, context }: Call): Promise<Response> {
    const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value));
    const headers = new Headers({ Accept: 'application/json' });
    if (context?.cookie) headers.set('Cookie', context.cookie);
    if (context?.authorization) headers.set('Authorization', context.authorization);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
        redirect: 'follow',
        // A provider that never answers must not hold the visitor (or a server worker) forever.
        signal: AbortSignal.timeout(env.PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new ProviderHttpError(
          504,
          'Gateway Timeout',
          `no answer from ${url.pathname} within ${env.PROVIDER_TIMEOUT_MS} ms`,
        );
      }
      throw error;
    }
    if (!response.ok) throw new ProviderHttpError(response.status, response.statusText, await response.text());
    return response;
  }

  async function json(path: string, call: Call = {}): Promise<unknown> {
    const response = await send(path, call);
    const raw = await response.text();
    if (raw.trim() === '') return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw new ProviderResponseError(`${path} answered ${response.status} with a body that is not JSON`);
    }
  }

  const provider: StudioProvider = {
    async getContents(query) {
      return toContentEntries(await json('api/contents', { query: { ...query } }));
    },
    async getGalleries(page, lang) {
      return toServerGalleries(await json('api/galleries', { query: { page, lang } }));
    },
    getArchitectureGalleries(lang) {
      return local.getArchitectureGalleries(lang);
    },
    async getGuidePdf({ lang, stage }): Promise<GuidePdf> {
      const response = await send('api/download-pdf', { query: stage ? { lang, stage } : { lang, type: 'general' } });
      const disposition = response.headers.get('Content-Disposition') ?? '';
      const fileName = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
      return {
        fileName: fileName ? decodeURIComponent(fileName) : `guia-${lang}${stage ? `-etapa-${stage}` : ''}.pdf`,
        bytes: new Uint8Array(await response.arrayBuffer()),
      };
    },
    async listAppointments(context) {
      try {
        return toAppointments(await json('api/appointments', { context }));
      } catch (error) {
        // The list is requested so that an unauthorised reply yields no data.
        if (error instanceof ProviderHttpError && error.status === 401) return [];
        throw error;
      }
    },
    async listUpcomingAppointments() {
      // The provider's list is the studio's (names included), read with its token; only times and statuses leave here.
      if (!env.STUDIO_API_TOKEN) return [];
      const context = { clientId: 'studio', authorization: `Bearer ${env.STUDIO_API_TOKEN}` };
      const now = Date.now();
      let list;
      try {
        list = toAppointments(await json('api/appointments', { context }));
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status === 401) return [];
        throw error;
      }
      return list
        .flatMap((appointment) =>
          appointment.status === 'cancelled' ? [] : [{ date: appointment.date, status: appointment.status }],
        )
        .filter((appointment) => Date.parse(appointment.date) > now)
        .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
        .slice(0, 20);
    },
    async getAvailability(query) {
      try {
        return toAvailability(await json('api/availability', { query: { ...query } }));
      } catch (error) {
        if (!(error instanceof ProviderHttpError && error.status === 404)) throw error;
      }
      // A provider without the availability call: derive it from its appointment list, read with the studio's token.
      // A refused or failed read is an error the visitor sees, never a calendar of free slots.
      const authorization = env.STUDIO_API_TOKEN ? `Bearer ${env.STUDIO_API_TOKEN}` : undefined;
      const taken = toAppointments(await json('api/appointments', { context: { clientId: 'studio', authorization } }))
        .filter((appointment) => appointment.status !== 'cancelled')
        .map((appointment) => new Date(appointment.date));
      return availabilityInRange(query.from, query.to, taken, new Date());
    },
    async createAppointment(request, context) {
      const { name, email, phone, date, service, message, notifyEmail, lang } = request;
      const body = { name, email, phone, date, service, message, notifyEmail, lang };
      return toResult(await json('api/appointments', { method: 'POST', body, context }));
    },
    async getManagedBooking(token) {
      try {
        const booking = toManagedBooking(await json('api/appointments/manage', { query: { token } }));
        return booking ? { found: true, booking } : { found: false, problem: 'invalid' };
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status === 410) return { found: false, problem: 'past' };
        if (error instanceof ProviderHttpError && (error.status === 400 || error.status === 404))
          return { found: false, problem: 'invalid' };
        throw error;
      }
    },
    async cancelBooking({ token, lang }, context) {
      try {
        return toCancellation(
          await json('api/appointments/cancel', { method: 'POST', body: { token, lang }, context }),
        );
      } catch (error) {
        const refused = refusedCancellation(error);
        if (refused) return refused;
        throw error;
      }
    },
    async rescheduleBooking({ token, date, lang }, context) {
      try {
        return toReschedule(
          await json('api/appointments/reschedule', { method: 'POST', body: { token, date, lang }, context }),
        );
      } catch (error) {
        const refused = refusedReschedule(error);
        if (refused) return refused;
        throw error;
      }
    },
    async requestLeadMagnet({ email, lang, stage, type, source }, context) {
      return toResult(
        await json('api/lead-magnet', {
          method: 'POST',
          query: { lang, stage: stage ?? 1, type, source },
          body: { email },
          context,
        }),
      );
    },
    async sendContactMessage({ name, email, subject, message, lang }, context) {
      return toResult(
        await json('api/contact', { method: 'POST', body: { name, email, subject, message, lang }, context }),
      );
    },
    async verifyGalleryPassword({ galleryId, password }, context) {
      return toResult(
        await json('api/gallery/verify-password', { method: 'POST', body: { galleryId, password }, context }),
      );
    },
    // The external provider's API does not expose the password's version: its cookies expire instead.
    async galleryPasswordVersion() {
      return '';
    },
  };
  return provider;
}
