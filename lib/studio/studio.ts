import { appointmentChanges } from './appointment-changes';
import { appointmentReads } from './appointments';
import { calendarFeedUseCases } from './calendar-feed';
import { dashboardUseCases } from './dashboard';
import { inboxUseCases } from './inbox';
import { outboxUseCases } from './outbox';
import { personalDataUseCases } from './personal-data';
import type { StudioPorts } from './ports';
import { scheduleChecks } from './schedule-checks';

/** The studio's use cases, bound to one back end's ports. */
export function createStudio(ports: StudioPorts) {
  return {
    ...appointmentReads(ports),
    ...appointmentChanges(ports),
    ...inboxUseCases(ports),
    ...outboxUseCases(ports),
    ...dashboardUseCases(ports),
    ...calendarFeedUseCases(ports),
    ...personalDataUseCases(ports),
    ...scheduleChecks(ports),
  };
}

export type Studio = ReturnType<typeof createStudio>;
