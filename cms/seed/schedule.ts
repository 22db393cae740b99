import type { Seeder } from './seeders';
import schedule from './schedule.json';

/**
 * The booking schedule, once: the spec's hours and windows with Valencia's public holidays of 2026 and 2027
 * (schedule.json). The pause message is written in each language; the rest is shared by all three. Rewriting it after
 * an interrupted import gives the same result.
 */
export const scheduleSeeder: Seeder = {
  key: 'seed:schedule',
  async run(payload, context) {
    const { pauseMessage, ...shared } = schedule;
    await payload.updateGlobal({
      slug: 'schedule',
      locale: 'es',
      data: { ...shared, pauseMessage: pauseMessage.es } as never,
      context,
      depth: 0,
    });
    for (const lang of ['en', 'it'] as const) {
      await payload.updateGlobal({
        slug: 'schedule',
        locale: lang,
        data: { pauseMessage: pauseMessage[lang] } as never,
        context,
        depth: 0,
      });
    }
    return 1;
  },
};
