import { env } from '@/lib/env';
import { expireAppointmentLists } from './appointment-cache';
import { readContents } from './cms/contents';
import { readArchitectureGalleries, readServerGalleries } from './cms/galleries';
import type { PreviewSession } from './cms/preview';
import type { StudioProvider } from './contract';
import { embeddedProvider, flushOutbox, runReminderJobs } from './embedded';
import { createHttpProvider } from './http';

/**
 * The one data gateway: pages, server actions and the API reach the provider through these verbs only.
 * With PROVIDER_API_URL set they call that provider over HTTP; otherwise the embedded provider answers in-process.
 */
let chosen: StudioProvider | undefined;

function provider(): StudioProvider {
  chosen ??= env.PROVIDER_API_URL ? createHttpProvider(env.PROVIDER_API_URL, embeddedProvider) : embeddedProvider;
  return chosen;
}

export const usesExternalProvider = (): boolean => Boolean(env.PROVIDER_API_URL);

export const getContents: StudioProvider['getContents'] = (query) => provider().getContents(query);
export const getGalleries: StudioProvider['getGalleries'] = (page, lang) => provider().getGalleries(page, lang);
export const getArchitectureGalleries: StudioProvider['getArchitectureGalleries'] = (lang) =>
  provider().getArchitectureGalleries(lang);
/**
 * An editor's preview (lib/provider/cms/preview.ts) of the page texts and galleries: the back office's latest drafts,
 * never cached. An external provider has no drafts: its answer is what visitors see.
 */
export const previewContents = (query: Parameters<StudioProvider['getContents']>[0], editor: PreviewSession) =>
  usesExternalProvider() ? getContents(query) : readContents(query, editor);
export const previewGalleries = (
  page: Parameters<StudioProvider['getGalleries']>[0],
  lang: Parameters<StudioProvider['getGalleries']>[1],
  editor: PreviewSession,
) => (usesExternalProvider() ? getGalleries(page, lang) : readServerGalleries(page, lang, editor));
export const previewArchitectureGalleries = (
  lang: Parameters<StudioProvider['getArchitectureGalleries']>[0],
  editor: PreviewSession,
) => readArchitectureGalleries(lang, editor);
export const getGuidePdf: StudioProvider['getGuidePdf'] = (query) => provider().getGuidePdf(query);
export const listAppointments: StudioProvider['listAppointments'] = (context) => provider().listAppointments(context);
export const listUpcomingAppointments: StudioProvider['listUpcomingAppointments'] = () =>
  provider().listUpcomingAppointments();
export const getAvailability: StudioProvider['getAvailability'] = (query) => provider().getAvailability(query);
export const createAppointment: StudioProvider['createAppointment'] = async (request, context) => {
  const result = await provider().createAppointment(request, context);
  if (result.success) expireAppointmentLists();
  return result;
};
export const getManagedBooking: StudioProvider['getManagedBooking'] = (token) => provider().getManagedBooking(token);
export const cancelBooking: StudioProvider['cancelBooking'] = async (request, context) => {
  const result = await provider().cancelBooking(request, context);
  if (result.outcome === 'cancelled') expireAppointmentLists();
  return result;
};
export const rescheduleBooking: StudioProvider['rescheduleBooking'] = async (request, context) => {
  const result = await provider().rescheduleBooking(request, context);
  if (result.outcome === 'moved') expireAppointmentLists();
  return result;
};
export const requestLeadMagnet: StudioProvider['requestLeadMagnet'] = (request, context) =>
  provider().requestLeadMagnet(request, context);
export const sendContactMessage: StudioProvider['sendContactMessage'] = (message, context) =>
  provider().sendContactMessage(message, context);
export const verifyGalleryPassword: StudioProvider['verifyGalleryPassword'] = (attempt, context) =>
  provider().verifyGalleryPassword(attempt, context);

export const galleryPasswordVersion: StudioProvider['galleryPasswordVersion'] = (galleryId) =>
  provider().galleryPasswordVersion(galleryId);

/**
 * Sends the embedded provider's mail that is due (its outbox); run by a long-running server's timer and, where there is
 * none (Vercel), by the cron route. An external provider sends its own mail: nothing to do here.
 */
export const retryWaitingMail = (): Promise<{ sent: number; failed: number }> =>
  usesExternalProvider() ? Promise.resolve({ sent: 0, failed: 0 }) : flushOutbox();

/**
 * Sends the visitors' reminders and the studio's agenda that are due (lib/provider/embedded/reminders.ts), as a
 * long-running server's timer does; the cron route where there is none. An external provider reminds on its own.
 */
export const sendDueReminders = (): Promise<{ reminders: number; agendas: number }> =>
  usesExternalProvider() ? Promise.resolve({ reminders: 0, agendas: 0 }) : runReminderJobs();

export { getLegalDocument, type LegalDocumentMessages } from './legal';
export { previewingEditor, publishedOrDraft, type PreviewSession } from './cms/preview';
export { runDueJobs as runScheduledPublishing } from './cms/jobs';
export { discardAbandonedDrafts } from './cms/abandoned-drafts';
export { readPageSeo as getPageSeo, type PageSeo, type SeoSource } from './cms/seo';
export { ProviderHttpError } from './errors';
