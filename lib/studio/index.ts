import { env } from '@/lib/env';
import { embeddedStudioPorts } from '@/lib/provider/embedded/studio';
import { createStudio, type Studio } from './studio';

/*
 * The studio's back office as one application layer. With the embedded provider its use cases run on the local
 * bookings store; an external provider (PROVIDER_API_URL) takes the bookings and runs its own back office, so the
 * views say so instead of showing a local store nobody books into.
 */

export type StudioBackOffice = { kind: 'local'; studio: Studio } | { kind: 'external'; provider: string };

let local: Studio | undefined;

/** Which back office serves the studio: the local use cases, or the external provider's (named by its host). */
export function studioBackOffice(providerUrl: string | undefined = env.PROVIDER_API_URL): StudioBackOffice {
  if (providerUrl) return { kind: 'external', provider: new URL(providerUrl).host };
  local ??= createStudio(embeddedStudioPorts);
  return { kind: 'local', studio: local };
}

export type { Studio } from './studio';
export type { StudioActorRef } from './actor';
export { CANCEL_REASON_MAX_LENGTH, type StudioRefusal } from './appointment-rules';
export type { StudioChange } from './appointment-changes';
export {
  mondayOf,
  SEARCH_MAX_LENGTH,
  STUDIO_STATUSES,
  type AppointmentWeek,
  type StudioAppointmentList,
} from './appointments';
export { calendarFeedPath } from './calendar-feed';
export type { DashboardFigures } from './dashboard';
export { openSealedAddress, requestAddress, sealAddress } from './personal-data-address';
export type { ScheduleConflictRow } from './schedule-checks';
export type { LeadRow, MessageRow, StudioAppointmentDetail } from './ports';
export { ERASED_NAME } from '@/lib/domain/studio-inbox';
export { serviceLabel } from '@/lib/provider/service-label';
