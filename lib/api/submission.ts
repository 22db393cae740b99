import type { z } from 'zod';
import type { Locale, ProviderResult, RequestContext } from '@/lib/provider/contract';
import { errorMessages, type ErrorMessages } from '@/lib/provider/messages';
import { invalidPayload } from '@/lib/provider/results';
import { HONEYPOT_FIELD, isHoneypotFilled } from '@/lib/schemas/fields';

/**
 * One submission pipeline for the POST routes and the server actions: read, language, honeypot,
 * validate, provider, answer. A payload is defined once with `defineSubmission`; the route adapter
 * (`submissionRoute`, submission-route.ts) and the action adapter (`submitForm`, submission-action.ts) do the reading
 * and the answering, and both run the steps in between through `runSubmission`, so no form can skip one.
 */

/** A zod schema, seen only through what the pipeline calls: its output is the submission's data. */
export interface Parser<Data> {
  safeParse(values: unknown): { success: true; data: Data } | { success: false; error: z.ZodError };
}

/** What the provider call knows besides the data: the visitor's language and who is calling (for rate limits). */
export interface SubmissionContext {
  lang: Locale;
  caller: RequestContext;
}

/** A cookie to set once the provider said yes (the gallery unlock). */
export interface SubmissionCookie {
  name: string;
  value: string;
  options: { httpOnly: boolean; sameSite: 'lax'; secure: boolean; path: string; maxAge: number };
}

export interface Submission<Data> {
  /** Names the submission in the server log when its provider call throws. */
  name: string;
  /**
   * The success a filled honeypot gets, so a bot cannot tell it was caught; `false` where a pretended success would
   * mislead (a gallery "unlocked" without its cookie) and the provider's own rate limit guards the call instead.
   */
  honeypot: ((texts: ErrorMessages) => string) | false;
  /** The JSON payload of the API route. */
  request: Parser<Data>;
  /** The form the server action receives; checkboxes arrive from FormData as 'on' and become booleans. */
  form: Parser<Data>;
  checkboxes?: readonly string[];
  /** The one provider verb the submission calls. */
  submit: (data: Data, context: SubmissionContext) => Promise<ProviderResult>;
  /** Set after a successful answer, by the route on its response and by the action through next/headers. */
  cookie?: (data: Data, caller: RequestContext) => Promise<SubmissionCookie>;
  /** The action's message when the provider answers without one, and when the call fails altogether. */
  messages: { unanswered: (texts: ErrorMessages) => string; failed: (texts: ErrorMessages) => string };
}

/** Identity, for inference: `defineSubmission({ … })` types `submit`'s data from the schemas. */
export function defineSubmission<Data>(submission: Submission<Data>): Submission<Data> {
  return submission;
}

export type SubmissionOutcome<Data> =
  | { step: 'honeypot'; message: string }
  | { step: 'invalid'; result: ProviderResult }
  | { step: 'answered'; data: Data; result: ProviderResult; cookie?: SubmissionCookie }
  | { step: 'failed'; error: unknown };

/**
 * The steps between reading and answering, in this order: honeypot, validation, the provider call (and the cookie
 * its success earns). A thrown provider call is an outcome, not an exception, so each adapter answers it its own way.
 */
export async function runSubmission<Data>(
  submission: Submission<Data>,
  parser: Parser<Data>,
  values: Record<string, unknown>,
  lang: Locale,
  caller: () => RequestContext | Promise<RequestContext>,
): Promise<SubmissionOutcome<Data>> {
  if (submission.honeypot && isHoneypotFilled(values[HONEYPOT_FIELD])) {
    return { step: 'honeypot', message: submission.honeypot(errorMessages(lang)) };
  }
  const parsed = parser.safeParse(values);
  if (!parsed.success) return { step: 'invalid', result: invalidPayload(parsed.error, lang) };
  try {
    const context = { lang, caller: await caller() };
    const result = await submission.submit(parsed.data, context);
    const cookie =
      result.success && submission.cookie ? await submission.cookie(parsed.data, context.caller) : undefined;
    return { step: 'answered', data: parsed.data, result, ...(cookie ? { cookie } : {}) };
  } catch (error) {
    return { step: 'failed', error };
  }
}
