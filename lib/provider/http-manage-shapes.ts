import { meetingUrlProblem } from '@/lib/domain/meeting';
import { isLocale } from '@/lib/i18n/locales';
import type {
  BookingCancellation,
  BookingReschedule,
  CancellationOutcome,
  ManagedBooking,
  RescheduleOutcome,
} from './contract';
import { ProviderHttpError } from './errors';
import { toResult } from './http-shapes';

/**
 * Reshapes an external provider's answers about a manage link (GET /api/appointments/manage, POST
 * /api/appointments/cancel) into the app's own types; a malformed answer reads as a link that opens nothing.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function toManagedBooking(payload: unknown): ManagedBooking | undefined {
  const item = isRecord(payload) && isRecord(payload.booking) ? payload.booking : undefined;
  if (!item) return undefined;
  const { id, name, date, status, service, lang, cancelledBy, cancelReason, meetingUrl, movesLeft } = item;
  if (typeof id !== 'string' || typeof date !== 'string' || Number.isNaN(Date.parse(date))) return undefined;
  if (status !== 'pending' && status !== 'confirmed' && status !== 'cancelled') return undefined;
  return {
    id,
    name: typeof name === 'string' ? name : '',
    date,
    status,
    service: typeof service === 'string' ? service : '',
    lang: isLocale(lang) ? lang : 'es',
    ...(status === 'cancelled' && (cancelledBy === 'visitor' || cancelledBy === 'studio') ? { cancelledBy } : {}),
    ...(status === 'cancelled' && typeof cancelReason === 'string' && cancelReason.trim()
      ? { cancelReason: cancelReason.trim() }
      : {}),
    // Shown as a link on the visitor's page: only an https: address passes.
    ...(status !== 'cancelled' && typeof meetingUrl === 'string' && meetingUrlProblem(meetingUrl) === null
      ? { meetingUrl }
      : {}),
    ...(typeof movesLeft === 'number' && Number.isInteger(movesLeft) && movesLeft >= 0 && movesLeft <= 100
      ? { movesLeft }
      : {}),
  };
}

const outcomes: readonly CancellationOutcome[] = ['cancelled', 'already-cancelled', 'past', 'invalid', 'rate-limited'];

export function toCancellation(payload: unknown): BookingCancellation {
  const result = toResult(payload);
  const stated = isRecord(payload) ? outcomes.find((outcome) => outcome === payload.outcome) : undefined;
  const booking = toManagedBooking(payload);
  const outcome = stated ?? (result.success ? 'cancelled' : 'invalid');
  return { ...result, outcome, ...(booking ? { booking } : {}) };
}

/** A provider's refusal as JSON, or null when its body is not JSON (its status is then all there is). */
function bodyOf(error: ProviderHttpError): unknown {
  try {
    return JSON.parse(error.body) as unknown;
  } catch {
    return null;
  }
}

const outcomeOfStatus: Partial<Record<number, CancellationOutcome>> = {
  400: 'invalid',
  404: 'invalid',
  410: 'past',
  429: 'rate-limited',
};

/** A refusal the visitor can be told about, from the provider's 4xx; anything else stays an error. */
export function refusedCancellation(error: unknown): BookingCancellation | undefined {
  if (!(error instanceof ProviderHttpError)) return undefined;
  const outcome = outcomeOfStatus[error.status];
  if (!outcome) return undefined;
  const payload = bodyOf(error);
  return { ...toResult(payload), success: false, outcome };
}

const moveOutcomes: readonly RescheduleOutcome[] = [
  ...(['moved', 'invalid', 'past', 'not-active', 'no-moves-left', 'refused'] as const),
  ...(['same-slot', 'slot-taken', 'paused', 'rate-limited'] as const),
];

function moveOf(payload: unknown, fallback: RescheduleOutcome): BookingReschedule {
  const result = toResult(payload);
  const stated = isRecord(payload) ? moveOutcomes.find((outcome) => outcome === payload.outcome) : undefined;
  const booking = toManagedBooking(payload);
  const token =
    isRecord(payload) && typeof payload.manageToken === 'string' && /^[\w-]{16,512}$/.test(payload.manageToken)
      ? payload.manageToken
      : undefined;
  return {
    ...result,
    outcome: stated ?? fallback,
    ...(booking ? { booking } : {}),
    ...(token ? { manageToken: token } : {}),
  };
}

export function toReschedule(payload: unknown): BookingReschedule {
  const move = moveOf(payload, 'invalid');
  return move.outcome === 'moved' && !move.success ? { ...move, outcome: 'invalid' } : move;
}

const moveOfStatus: Partial<Record<number, RescheduleOutcome>> = {
  400: 'refused',
  404: 'invalid',
  409: 'slot-taken',
  410: 'past',
  429: 'rate-limited',
};

/** A move's refusal from the provider's 4xx, its outcome as stated or as its status says; anything else is an error. */
export function refusedReschedule(error: unknown): BookingReschedule | undefined {
  if (!(error instanceof ProviderHttpError)) return undefined;
  const fallback = moveOfStatus[error.status];
  if (!fallback) return undefined;
  const payload = bodyOf(error);
  const move = moveOf(payload, fallback);
  return { ...move, success: false, outcome: move.outcome === 'moved' ? fallback : move.outcome };
}
