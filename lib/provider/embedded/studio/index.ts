import type { StudioPorts } from '@/lib/studio/ports';
import { expireAppointmentLists } from '@/lib/provider/appointment-cache';
import { readSchedule } from '@/lib/provider/cms/schedule';
import { recordAudit } from '../audit';
import { getAvailability } from '../appointments';
import { appointmentStore } from './appointment-store';
import { dashboardStore } from './dashboard-store';
import { inboxStore } from './inbox-store';
import { studioMailer } from './mailer';
import { outboxStore } from './outbox-store';
import { personalDataStore } from './personal-data-store';
import { settingsStore } from './settings';
import { transaction, trxOf } from './tx';

/** The studio's ports on the embedded provider: the Kysely store, its outbox, the back office's schedule. */
export const embeddedStudioPorts: StudioPorts = {
  appointments: appointmentStore,
  inbox: inboxStore,
  outbox: outboxStore,
  dashboard: dashboardStore,
  personalData: personalDataStore,
  settings: settingsStore,
  audit: { record: (tx, entry, now) => recordAudit(trxOf(tx), entry, now) },
  mailer: studioMailer,
  schedule: {
    read: readSchedule,
    async freeTimes(day) {
      const [availability] = await getAvailability({ from: day, to: day });
      return availability?.slots ?? [];
    },
  },
  cache: { appointmentLists: expireAppointmentLists },
  transaction,
};
