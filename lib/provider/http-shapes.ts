import type {
  Appointment,
  ContentEntry,
  DayAvailability,
  GalleryImage,
  ProviderResult,
  ServerGallery,
} from './contract';

/**
 * Reshapes what an external provider sends into the app's own types, keeping only well-formed items: a provider
 * may add fields or wrap lists in an object, and nothing outside lib/provider should have to know.
 */
type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: Json): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A list, or an object holding the list under one of the given keys. */
function listOf(payload: Json, keys: string[]): Json[] {
  if (Array.isArray(payload)) return payload;
  if (isRecord(payload)) {
    for (const key of keys) {
      const value = payload[key];
      if (Array.isArray(value)) return value;
    }
  }
  return [];
}

export function toContentEntries(payload: Json): ContentEntry[] {
  return listOf(payload, ['contents', 'data', 'items']).flatMap((item) => {
    if (!isRecord(item)) return [];
    const id = text(item.id);
    const title = text(item.title);
    const description = text(item.description);
    if (id === undefined || title === undefined || description === undefined) return [];
    const content = text(item.content);
    return [{ id, title, description, ...(content !== undefined ? { content } : {}) }];
  });
}

function toImages(payload: Json): GalleryImage[] {
  return listOf(payload, ['images']).flatMap((item) => {
    if (!isRecord(item)) return [];
    const id = text(item.id);
    const url = text(item.url);
    if (id === undefined || url === undefined) return [];
    const location = text(item.location);
    const alt = text(item.alt);
    return [
      {
        id,
        url,
        title: text(item.title) ?? '',
        ...(location !== undefined ? { location } : {}),
        ...(alt ? { alt } : {}),
      },
    ];
  });
}

export function toServerGalleries(payload: Json): ServerGallery[] {
  return listOf(payload, ['galleries', 'data', 'items']).flatMap((item) => {
    if (!isRecord(item)) return [];
    const id = text(item.id);
    if (id === undefined) return [];
    return [
      { id, title: text(item.title) ?? '', description: text(item.description) ?? '', images: toImages(item.images) },
    ];
  });
}

export function toAppointments(payload: Json): Appointment[] {
  return listOf(payload, ['appointments', 'data', 'items']).flatMap((item) => {
    if (!isRecord(item)) return [];
    const id = text(item.id);
    const date = text(item.date);
    const status = item.status;
    if (id === undefined || date === undefined) return [];
    if (status !== 'pending' && status !== 'confirmed' && status !== 'cancelled') return [];
    return [{ id, name: text(item.name) ?? '', date, status }];
  });
}

export function toAvailability(payload: Json): DayAvailability[] {
  return listOf(payload, ['days', 'availability', 'data']).flatMap((item) => {
    if (!isRecord(item)) return [];
    const date = text(item.date);
    if (date === undefined || !Array.isArray(item.slots)) return [];
    return [{ date, slots: item.slots.filter((slot): slot is string => typeof slot === 'string') }];
  });
}

/** Callers read success, message and error. */
/** A 2xx answer to a submission; an empty body is a success with nothing to say, not a failure. */
export function toResult(payload: Json): ProviderResult {
  if (payload === null) return { success: true };
  if (!isRecord(payload)) return { success: false };
  const message = text(payload.message);
  const error = text(payload.error);
  const id = text(payload.id);
  return {
    success: payload.success === true,
    ...(message !== undefined ? { message } : {}),
    ...(error !== undefined ? { error } : {}),
    ...(id !== undefined ? { id } : {}),
  };
}
