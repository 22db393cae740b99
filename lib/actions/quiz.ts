'use server';

import { getTranslations } from 'next-intl/server';
import {
  isQuizComplete,
  parseQuizStage,
  readQuizAnswers,
  scoreQuiz,
  type QuizAnswers,
  type QuizStage,
} from '@/lib/domain/quiz';
import { actionLocale, formValues, type ActionResult } from '@/lib/api/action-result';
import { requestGuide } from './lead-magnet';

/** What the quiz island shows after a submission without JavaScript: the questions again, or the result. */
export type QuizFormState =
  | { step: 'questions'; answers: QuizAnswers; message?: string }
  | { step: 'result'; stage: QuizStage; guide?: ActionResult; email?: string };

/**
 * The quiz without JavaScript: the three radio groups are scored on the server with the same rule as the
 * island, and the result's e-mail form goes through the lead-magnet action with the stage, type stage_specific and
 * source quiz. Bind the locale: `submitQuiz.bind(null, locale)`.
 */
export async function submitQuiz(locale: string, _previous: QuizFormState, input: FormData): Promise<QuizFormState> {
  const lang = actionLocale(locale);
  const values = formValues(input);
  if (values.intent === 'guide') {
    const stage = parseQuizStage(values.stage);
    if (stage !== null) {
      const guide = new FormData();
      for (const field of ['email', 'acceptTerms', 'website'] as const) {
        const value = values[field];
        if (typeof value === 'string') guide.set(field, value);
      }
      guide.set('stage', String(stage));
      guide.set('type', 'stage_specific');
      guide.set('source', 'quiz');
      const result = await requestGuide(lang, null, guide);
      return { step: 'result', stage, guide: result, email: typeof values.email === 'string' ? values.email : '' };
    }
  }
  const answers = readQuizAnswers(values);
  if (isQuizComplete(answers)) return { step: 'result', stage: scoreQuiz(answers) };
  const t = await getTranslations({ locale: lang, namespace: 'quiz' });
  return { step: 'questions', answers, message: t('answerAll') };
}
