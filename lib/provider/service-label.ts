import { otherService } from '@/lib/domain/booking-services';
import type { Locale } from './contract';
import { serviceNames } from './messages';

/**
 * A service as the booking form and the manage page name it (one name per language). A free-consultation slug in any
 * language, or an unknown one (an older row, another provider), reads as the free consultation.
 */
export function serviceLabel(service: string, locale: Locale): string {
  return serviceNames(locale)[otherService(service) ?? 'free'];
}
