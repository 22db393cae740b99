'use client';

// Rendered by the server too: after the quiz is posted without JavaScript.
// eslint-disable-next-line no-restricted-imports
import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { QuizFormState } from '@/lib/actions/quiz';
import { stageAnchor, type QuizStage } from '@/lib/domain/quiz';
import type { QuizTexts } from './quiz-texts';

// The e-mail form brings react-hook-form and zod: loaded only once a result is shown (client islands load late).
const StageGuideForm = dynamic(() => import('./stage-guide-form').then((module) => module.StageGuideForm));

type Props = {
  locale: string;
  stage: QuizStage;
  texts: QuizTexts;
  focusOnMount: boolean;
  /** Without JavaScript there is nothing to clear in the browser: restarting is reloading the quiz. */
  onRestart: (() => void) | undefined;
  formAction: (input: FormData) => void;
  serverGuide: Extract<QuizFormState, { step: 'result' }> | undefined;
};

export function QuizResult({ locale, stage, texts, focusOnMount, onRestart, formAction, serverGuide }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const stageTexts = texts.result.stages[stage];
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount, stage]);

  return (
    <div className="grid gap-8">
      <div>
        <p className="text-[0.72rem] font-semibold tracking-[0.26em] text-accent uppercase">{texts.result.eyebrow}</p>
        <h3
          ref={heading}
          tabIndex={-1}
          className="mt-3 rounded-sm font-display text-3xl leading-tight outline-offset-4 focus-visible:outline-2 md:text-4xl"
        >
          {stageTexts.title}
        </h3>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{stageTexts.meaning}</p>
        <a
          href={`#${stageAnchor(stage)}`}
          className="mt-4 inline-block font-medium text-accent underline underline-offset-4"
        >
          {stageTexts.stageLink}
        </a>
      </div>
      <StageGuideForm
        locale={locale}
        stage={stage}
        texts={texts.guide}
        stageTexts={stageTexts}
        formAction={formAction}
        serverGuide={serverGuide}
      />
      <div className="flex flex-wrap gap-3 border-t border-border pt-6">
        <a href={texts.result.bookHref} className={buttonVariants({ variant: 'default' })}>
          {texts.result.book}
        </a>
        {onRestart ? (
          <button type="button" onClick={onRestart} className={buttonVariants({ variant: 'outline' })}>
            {texts.result.restart}
          </button>
        ) : (
          <a href={`/${locale}/servicios#quiz`} className={buttonVariants({ variant: 'outline' })}>
            {texts.result.restart}
          </a>
        )}
      </div>
    </div>
  );
}
