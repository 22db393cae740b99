import { cookies } from 'next/headers';
import type { Locale } from '@/lib/provider/contract';
import { errorMessages } from '@/lib/provider/messages';
import { actionContext } from './action-context';
import { actionLocale, failure, formValues, fromProvider, type ActionResult } from './action-result';
import { runSubmission, type Submission, type SubmissionOutcome } from './submission';

export interface FormSubmission<Data> {
  lang: Locale;
  /** The form's values as read (FormData or react-hook-form's object), for a form that echoes them back. */
  values: Record<string, unknown>;
  outcome: SubmissionOutcome<Data>;
  /** The typed result every form shows: its message, and one message per failing field. */
  answer: ActionResult;
}

/**
 * A server action's run of a submission: the bound locale checked, the form's values read, the pipeline's steps,
 * and its outcome as the form's result. `prepare` may adjust the values first (the booking's one-click slot). An
 * action that only needs the result returns `answer`; one that shows more (the booking) reads `outcome` too.
 */
export async function submitForm<Data>(
  submission: Submission<Data>,
  locale: unknown,
  input: unknown,
  prepare?: (values: Record<string, unknown>) => void,
): Promise<FormSubmission<Data>> {
  const lang = actionLocale(locale);
  const texts = errorMessages(lang);
  const values = formValues(input, submission.checkboxes);
  prepare?.(values);
  const outcome = await runSubmission(submission, submission.form, values, lang, actionContext);
  const answered = (answer: ActionResult): FormSubmission<Data> => ({ lang, values, outcome, answer });
  switch (outcome.step) {
    case 'honeypot':
      return answered({ success: true, message: outcome.message });
    case 'invalid':
      return answered(fromProvider(outcome.result, ''));
    case 'failed':
      console.error(`[${submission.name}] the submission failed`, outcome.error);
      return answered(failure(submission.messages.failed(texts)));
    case 'answered':
      if (outcome.cookie) {
        try {
          (await cookies()).set(outcome.cookie.name, outcome.cookie.value, outcome.cookie.options);
        } catch (error) {
          console.error(`[${submission.name}] could not set the cookie`, error);
          return answered(failure(submission.messages.failed(texts)));
        }
      }
      return answered(fromProvider(outcome.result, submission.messages.unanswered(texts)));
  }
}
