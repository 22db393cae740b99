import type { Ref } from 'react';
import type { QuizOption } from '@/lib/domain/quiz';
import type { QuizTexts } from './quiz-texts';

type Props = {
  question: QuizTexts['questions'][number];
  answer: QuizOption | undefined;
  onAnswer: (option: QuizOption) => void;
  hidden: boolean;
  legendRef?: Ref<HTMLLegendElement>;
  errorId?: string | undefined;
};

/** One question: a fieldset whose legend names it and a native radio group (arrow keys move between options). */
export function QuizQuestion({ question, answer, onAnswer, hidden, legendRef, errorId }: Props) {
  return (
    <fieldset hidden={hidden} aria-describedby={errorId} className="min-w-0">
      <legend ref={legendRef} tabIndex={-1} className="mb-6 rounded-sm outline-offset-4 focus-visible:outline-2">
        <span className="block text-[0.72rem] font-semibold tracking-[0.26em] text-accent uppercase">
          {question.progress}
        </span>
        <span className="mt-3 block font-display text-2xl leading-snug md:text-3xl">{question.legend}</span>
      </legend>
      <div className="grid gap-3">
        {question.options.map((option) => {
          const id = `${question.id}-${option.value}`;
          return (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-4 rounded-xl border border-border bg-card px-5 py-4 text-base leading-snug transition-colors hover:border-foreground/40 has-[:checked]:border-accent has-[:checked]:bg-accent/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
            >
              <input
                id={id}
                type="radio"
                name={question.id}
                value={option.value}
                checked={answer === option.value}
                onChange={() => onAnswer(option.value)}
                className="mt-0.5 size-4.5 shrink-0 accent-accent outline-none"
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
