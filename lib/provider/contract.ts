import type { Locale } from '@/lib/i18n/locales';
import type { Gallery, GalleryPage, GalleryPasswordAttempt, ServerGallery } from './contract-galleries';

/**
 * The app's own types for everything the provider serves. Nothing outside lib/provider knows the
 * wire format; both the HTTP client and the embedded provider return these.
 */
export type { Locale };
export type * from './contract-galleries';

export const CONTENT_PAGES = ['home', 'arquitectura', 'publicidad', 'turismo', 'nm-ia'] as const;
export const CONTENT_SECTIONS = ['hero', 'services-intro', 'services-intro-corrected', 'ai'] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

export interface ContentQuery {
  page: ContentPage;
  section: ContentSection;
  lang: Locale;
}

export interface ContentEntry {
  id: string;
  title: string;
  description: string;
  /** Long formatted body: '## ' headings, **bold**, bullet lines. */
  content?: string;
}

export type AppointmentStatus = 'pending' | 'confirmed' | 'cancelled';

export interface Appointment {
  id: string;
  name: string;
  /** ISO date-time (UTC). */
  date: string;
  status: AppointmentStatus;
}

/** An upcoming appointment as the home page lists it to anyone: its time and status, nothing about who booked it. */
export interface UpcomingAppointment {
  /** ISO date-time (UTC). */
  date: string;
  status: 'pending' | 'confirmed';
}

export interface BookingRequest {
  name: string;
  email: string;
  phone: string;
  /** ISO timestamp of the chosen day and HH:MM slot (Madrid time), seconds 0. */
  date: string;
  service: string;
  message: string;
  notifyEmail?: string;
  lang: Locale;
  /** The visitor's IANA time zone, as their browser reports it; shown to the studio beside Madrid time. */
  timeZone?: string;
}

/** The free slots of one Madrid calendar day, as 'HH:MM'. A day with no free slot is full. */
export interface DayAvailability {
  date: string;
  slots: string[];
}

export interface AvailabilityQuery {
  /** First and last Madrid calendar day, 'YYYY-MM-DD'. */
  from: string;
  to: string;
}

/** Why a call did not succeed, so that the API answers with the right status (400, 404, 409, 429, 401, 410). */
export type ProviderFailure = 'invalid' | 'not-found' | 'conflict' | 'rate-limited' | 'unauthorized' | 'gone';

export interface ProviderResult {
  success: boolean;
  message?: string;
  error?: string;
  /** The id of what was created (appointment, lead, message), when the provider tells it. */
  id?: string;
  reason?: ProviderFailure;
  /** Localised message per payload field that failed validation. */
  fieldErrors?: Record<string, string>;
  /** With reason 'rate-limited': seconds until the client may try again. */
  retryAfterSeconds?: number;
  /**
   * Which rule failed, in words a program compares (a booking's 'weekend', 'slot-taken', 'email-limit'…), never
   * translated.
   */
  code?: string;
  /** A booking's status once made: 'confirmed' when the studio confirms bookings automatically. */
  bookingStatus?: 'pending' | 'confirmed';
}

/** A booking as its manage link shows it to the visitor who made it. */
export interface ManagedBooking {
  id: string;
  name: string;
  /** ISO date-time (UTC) of the appointment's start. */
  date: string;
  status: AppointmentStatus;
  service: string;
  /** The language the booking was made in. */
  lang: Locale;
  /**
   * Once cancelled: who cancelled it, the visitor (their manage link) or the studio (back office); absent if unknown.
   */
  cancelledBy?: 'visitor' | 'studio';
  /** The reason the studio gave when it cancelled (its own words, mailed to the visitor too); absent without one. */
  cancelReason?: string;
  /** Where the video call happens, while the booking holds; absent for older bookings and once cancelled. */
  meetingUrl?: string;
  /** How many more times the visitor may move it from the manage link; absent when the provider does not say. */
  movesLeft?: number;
}

/**
 * Why a manage link opens no booking: not a link the provider made (tampered, unknown), or its appointment has begun.
 */
export type ManageLinkProblem = 'invalid' | 'past';

export type ManagedBookingLookup =
  { found: true; booking: ManagedBooking } | { found: false; problem: ManageLinkProblem };

export interface CancellationRequest {
  /** The token of the visitor's manage link, as the provider signed it. */
  token: string;
  /** Language of the answer's message and of the cancellation e-mail. */
  lang: Locale;
}

/** A second cancel of the same booking is not an error: it answers 'already-cancelled' and mails nothing. */
export type CancellationOutcome = 'cancelled' | 'already-cancelled' | 'past' | 'invalid' | 'rate-limited';

export interface BookingCancellation extends ProviderResult {
  outcome: CancellationOutcome;
  /** The booking as it is now, when the link was valid. */
  booking?: ManagedBooking;
}

export interface RescheduleRequest {
  /** The token of the visitor's manage link, as the provider signed it. */
  token: string;
  /** The new start: an ISO date-time with its offset, as a booking's. */
  date: string;
  /** Language of the answer's message; the mails go in the language the booking was made in. */
  lang: Locale;
}

/**
 * 'moved'; or why not: the link ('invalid', 'past'), the booking ('not-active': cancelled; 'no-moves-left'), the
 * time ('refused': a rule of the schedule, with its message; 'same-slot'; 'slot-taken'; 'paused'), or 'rate-limited'.
 */
export type RescheduleOutcome =
  | 'moved'
  | 'invalid'
  | 'past'
  | 'not-active'
  | 'no-moves-left'
  | 'refused'
  | 'same-slot'
  | 'slot-taken'
  | 'paused'
  | 'rate-limited';

export interface BookingReschedule extends ProviderResult {
  outcome: RescheduleOutcome;
  /** The booking as it is now, when the link was valid. */
  booking?: ManagedBooking;
  /** Once moved: the token of the manage link for the new start (the one mailed with the move). */
  manageToken?: string;
}

export type BusinessStage = 1 | 2 | 3 | 4 | 5;
export type LeadMagnetType = 'general' | 'stage_specific';

export interface LeadMagnetRequest {
  email: string;
  lang: Locale;
  /** The visitor's stage when known (the quiz's); absent otherwise, which the provider records as 1 (spec §7). */
  stage?: BusinessStage;
  type: LeadMagnetType;
  source: string;
}

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: Locale;
}

export interface GuidePdfQuery {
  lang: Locale;
  /** A stage guide when set, the general guide otherwise. */
  stage?: BusinessStage;
}

export interface GuidePdf {
  fileName: string;
  bytes: Uint8Array;
}

/** Who is asking, for rate limits and the session cookie an external provider expects. */
export interface RequestContext {
  clientId: string;
  cookie?: string;
  /** The caller's Authorization header; the studio reads the appointment list with a bearer token. */
  authorization?: string;
  /** Whether the visitor reached the site over HTTPS: a cookie set for them is then Secure. */
  https?: boolean;
}

export interface StudioProvider {
  getContents(query: ContentQuery): Promise<ContentEntry[]>;
  getGalleries(page: GalleryPage, lang: Locale): Promise<ServerGallery[]>;
  getArchitectureGalleries(lang: Locale): Promise<Gallery[]>;
  getGuidePdf(query: GuidePdfQuery): Promise<GuidePdf>;
  listAppointments(context?: RequestContext): Promise<Appointment[]>;
  /** The next pending or confirmed appointments, soonest first, as the home page shows them (no names). */
  listUpcomingAppointments(): Promise<UpcomingAppointment[]>;
  getAvailability(query: AvailabilityQuery): Promise<DayAvailability[]>;
  createAppointment(request: BookingRequest, context?: RequestContext): Promise<ProviderResult>;
  /** The booking a manage link opens; reads only, so an e-mail scanner following the link changes nothing. */
  getManagedBooking(token: string): Promise<ManagedBookingLookup>;
  /** Cancels the booking a manage link opens: its slot is free again, the visitor and the studio are told. */
  cancelBooking(request: CancellationRequest, context?: RequestContext): Promise<BookingCancellation>;
  /** Moves the booking a manage link opens to another free slot: same event, the visitor and the studio are told. */
  rescheduleBooking(request: RescheduleRequest, context?: RequestContext): Promise<BookingReschedule>;
  requestLeadMagnet(request: LeadMagnetRequest, context?: RequestContext): Promise<ProviderResult>;
  sendContactMessage(message: ContactMessage, context?: RequestContext): Promise<ProviderResult>;
  verifyGalleryPassword(attempt: GalleryPasswordAttempt, context?: RequestContext): Promise<ProviderResult>;
  /** A value that changes whenever the gallery's password changes, so older unlock cookies stop working. */
  galleryPasswordVersion(galleryId: string): Promise<string>;
}
