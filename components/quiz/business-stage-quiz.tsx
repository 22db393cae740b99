'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { QuizFormState } from '@/lib/actions/quiz';
import {
  firstUnanswered,
  QUIZ_QUESTIONS,
  scoreQuiz,
  isQuizComplete,
  type QuizAnswers,
  type QuizOption,
  type QuizStage,
} from '@/lib/domain/quiz';
import { QuizQuestion } from './quiz-question';
import { QuizResult } from './quiz-result';
import { forget, remember } from './quiz-storage';
import type { QuizTexts } from './quiz-texts';
import { useHydrated } from '@/lib/hooks/use-hydrated';

type Props = {
  locale: string;
  texts: QuizTexts;
  action: (previous: QuizFormState, input: FormData) => Promise<QuizFormState>;
};

const initialState: QuizFormState = { step: 'questions', answers: {} };
const ERROR_ID = 'quiz-error';

/**
 * The business-stage quiz. Before JavaScript (or without it) it is one form of three radio groups that the
 * server scores; once hydrated it shows one question at a time, scores in the browser with the same rule, moves focus
 * to the next legend and to the result, and stores the result as businessStage.
 */
export function BusinessStageQuiz({ locale, texts, action }: Props) {
  const [serverState, formAction] = useActionState(action, initialState);
  const enhanced = useHydrated();
  const [answers, setAnswers] = useState<QuizAnswers>(serverState.step === 'questions' ? serverState.answers : {});
  const [step, setStep] = useState(0);
  const [stage, setStage] = useState<QuizStage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const legends = useRef<(HTMLLegendElement | null)[]>([]);
  const focusStep = useRef<number | null>(null);

  useEffect(() => {
    if (focusStep.current === null) return;
    legends.current[focusStep.current]?.focus();
    focusStep.current = null;
  }, [step, stage]);

  function go(next: number) {
    setError(null);
    focusStep.current = next;
    setStep(next);
  }

  function answer(option: QuizOption) {
    const question = QUIZ_QUESTIONS[step];
    if (question) setAnswers((current) => ({ ...current, [question]: option }));
    setError(null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isQuizComplete(answers)) {
      const missing = firstUnanswered(answers);
      if (missing) go(QUIZ_QUESTIONS.indexOf(missing));
      setError(texts.chooseOne);
      return;
    }
    const result = scoreQuiz(answers);
    remember('businessStage', String(result));
    setStage(result);
  }

  function next() {
    const question = QUIZ_QUESTIONS[step];
    if (question && !answers[question]) {
      setError(texts.chooseOne);
      return;
    }
    go(step + 1);
  }

  function restart() {
    forget('businessStage');
    setAnswers({});
    setStage(null);
    go(0);
  }

  const shownStage = enhanced ? stage : serverState.step === 'result' ? serverState.stage : null;
  const message = enhanced ? error : serverState.step === 'questions' ? serverState.message : undefined;
  const last = step === QUIZ_QUESTIONS.length - 1;

  return (
    <div className="min-w-0 rounded-2xl border border-border bg-background p-6 shadow-sm sm:p-10">
      <p role="status" className="sr-only">
        {shownStage === null ? '' : texts.result.stages[shownStage].announcement}
      </p>
      {shownStage !== null ? (
        <QuizResult
          locale={locale}
          stage={shownStage}
          texts={texts}
          focusOnMount={enhanced}
          onRestart={enhanced ? restart : undefined}
          formAction={formAction}
          serverGuide={!enhanced && serverState.step === 'result' ? serverState : undefined}
        />
      ) : (
        <form action={formAction} onSubmit={enhanced ? onSubmit : undefined} noValidate className="grid gap-8">
          <input type="hidden" name="intent" value="score" />
          <div className="grid gap-10">
            {texts.questions.map((question, index) => (
              <QuizQuestion
                key={question.id}
                question={question}
                answer={answers[question.id]}
                onAnswer={answer}
                hidden={enhanced && index !== step}
                legendRef={(element) => {
                  legends.current[index] = element;
                }}
                errorId={message ? ERROR_ID : undefined}
              />
            ))}
          </div>
          {message ? (
            <p id={ERROR_ID} role="alert" className="text-sm font-medium text-destructive">
              {message}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            {enhanced && step > 0 ? (
              <button type="button" onClick={() => go(step - 1)} className={buttonVariants({ variant: 'outline' })}>
                {texts.back}
              </button>
            ) : null}
            {/* Two keys: React would otherwise turn the very button being clicked on question 2 into the submit button
                of question 3, and the browser would submit the form (with its error) on that click. */}
            {enhanced && !last ? (
              <button key="next" type="button" onClick={next} className={buttonVariants()}>
                {texts.next}
              </button>
            ) : (
              <button key="submit" type="submit" className={buttonVariants({ variant: 'accent' })}>
                {texts.submit}
              </button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
