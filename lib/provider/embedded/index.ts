import type { StudioProvider } from '@/lib/provider/contract';
import { createAppointment, getAvailability, listAppointments } from './appointments';
import { sendContactMessage } from './contact';
import { getArchitectureGalleries, getContents, getGalleries, getGuidePdf } from './content';
import { onStoreOpen } from './db/connection';
import { galleryPasswordVersion, verifyGalleryPassword } from './gallery-passwords';
import { requestLeadMagnet } from './leads';
import { cancelBooking, getManagedBooking } from './manage-booking';
import { startOutboxRetry } from './mail/outbox';

onStoreOpen(async () => startOutboxRetry());

/** The provider the product ships: answers in-process from its own database, seed content and mail outbox. */
export const embeddedProvider: StudioProvider = {
  getContents,
  getGalleries,
  getArchitectureGalleries,
  getGuidePdf,
  listAppointments,
  getAvailability,
  createAppointment,
  getManagedBooking,
  cancelBooking,
  requestLeadMagnet,
  sendContactMessage,
  verifyGalleryPassword,
  galleryPasswordVersion,
};

export { flushOutbox } from './mail/outbox';
