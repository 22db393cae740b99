import type { Flags } from 'lighthouse';

/**
 * Every lab run's flags: a phone, as PageSpeed Insights measures, and a first visit each run. Local storage is cleared
 * too, or a run would start with what the one before stored (cookies stay, as Lighthouse leaves them).
 */
export const LIGHTHOUSE_FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  formFactor: 'mobile',
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
};
