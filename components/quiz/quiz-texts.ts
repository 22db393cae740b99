import type { ReactNode } from 'react';
import type { QuizOption, QuizQuestion, QuizStage } from '@/lib/domain/quiz';

/** Everything the quiz island shows, already translated on the server (islands get plain data). */
export interface QuizTexts {
  questions: { id: QuizQuestion; progress: string; legend: string; options: { value: QuizOption; label: string }[] }[];
  next: string;
  back: string;
  submit: string;
  chooseOne: string;
  result: {
    eyebrow: string;
    restart: string;
    book: string;
    bookHref: string;
    stages: Record<QuizStage, StageResultTexts>;
  };
  guide: GuideFormTexts;
}

export interface StageResultTexts {
  title: string;
  announcement: string;
  meaning: string;
  stageLink: string;
  guideText: string;
  download: string;
}

export interface GuideFormTexts {
  title: string;
  email: string;
  consent: ReactNode;
  submit: string;
  sending: string;
  successTitle: string;
  successText: string;
  /** The alert the quiz e-mail form shows when sending fails. */
  failure: string;
  emailInvalid: string;
  acceptTerms: string;
}
