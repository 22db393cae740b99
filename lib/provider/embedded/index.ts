import type { StudioProvider } from '@/lib/provider/contract';
import { createAppointment, getAvailability, listAppointments, listUpcomingAppointments } from './appointments';
import { sendContactMessage } from './contact';
import { getArchitectureGalleries, getContents, getGalleries, getGuidePdf } from './content';
import { onStoreOpen } from './db/connection';
import { galleryPasswordVersion, verifyGalleryPassword } from './gallery-passwords';
import { requestLeadMagnet } from './leads';
import { cancelBooking, getManagedBooking } from './manage-booking';
import { rescheduleBooking } from './manage-reschedule';
import { startOutboxRetry } from './mail/outbox';
import { startReminderJobs } from './reminders';

onStoreOpen(async () => startOutboxRetry());
onStoreOpen(async () => startReminderJobs());

/** The provider the product ships: answers in-process from its own database, seed content and mail outbox. */
export const embeddedProvider: StudioProvider = {
  getContents,
  getGalleries,
  getArchitectureGalleries,
  getGuidePdf,
  listAppointments,
  listUpcomingAppointments: () => listUpcomingAppointments(),
  getAvailability,
  createAppointment,
  getManagedBooking,
  cancelBooking,
  rescheduleBooking,
  requestLeadMagnet,
  sendContactMessage,
  verifyGalleryPassword,
  galleryPasswordVersion,
};

export { flushOutbox } from './mail/outbox';
export { runReminderJobs } from './reminders';
