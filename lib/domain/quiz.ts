/**
 * The business-stage quiz: three questions q1–q3, five options a–e each, option a standing for
 * stage 1 … option e for stage 5. The stage chosen most often wins; a tie goes to the later option (the higher stage).
 * Pure, so the client island and the server action that scores the quiz without JavaScript share one rule.
 */
export const QUIZ_QUESTIONS = ['q1', 'q2', 'q3'] as const;
export const QUIZ_OPTIONS = ['a', 'b', 'c', 'd', 'e'] as const;
export const QUIZ_STAGES = [1, 2, 3, 4, 5] as const;

export type QuizQuestion = (typeof QUIZ_QUESTIONS)[number];
export type QuizOption = (typeof QUIZ_OPTIONS)[number];
export type QuizStage = (typeof QUIZ_STAGES)[number];
export type QuizAnswers = Partial<Record<QuizQuestion, QuizOption>>;
export type CompleteQuizAnswers = Record<QuizQuestion, QuizOption>;

const optionStage: Record<QuizOption, QuizStage> = { a: 1, b: 2, c: 3, d: 4, e: 5 };

export function stageOfOption(option: QuizOption): QuizStage {
  return optionStage[option];
}

export function isQuizOption(value: unknown): value is QuizOption {
  return typeof value === 'string' && (QUIZ_OPTIONS as readonly string[]).includes(value);
}

export function isQuizStage(value: unknown): value is QuizStage {
  return typeof value === 'number' && (QUIZ_STAGES as readonly number[]).includes(value);
}

/** Reads a stage from text such as a form field or a stored value; anything else is null. */
export function parseQuizStage(value: unknown): QuizStage | null {
  const number = typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : value;
  return isQuizStage(number) ? number : null;
}

/** The stage most answers point to; among stages with as many answers, the later option's. */
export function scoreAnswers(options: readonly QuizOption[]): QuizStage {
  const counts = new Map<QuizStage, number>();
  for (const option of options) counts.set(stageOfOption(option), (counts.get(stageOfOption(option)) ?? 0) + 1);
  let best: QuizStage = 1;
  let bestCount = 0;
  for (const stage of QUIZ_STAGES) {
    const count = counts.get(stage) ?? 0;
    // `>=` lets a later stage with the same count take the lead: ties favour the later option.
    if (count > 0 && count >= bestCount) {
      best = stage;
      bestCount = count;
    }
  }
  return best;
}

export function scoreQuiz(answers: CompleteQuizAnswers): QuizStage {
  return scoreAnswers(QUIZ_QUESTIONS.map((question) => answers[question]));
}

/** The valid answers among submitted values (a form without JavaScript, or anything a client sends). */
export function readQuizAnswers(values: Record<string, unknown>): QuizAnswers {
  const answers: QuizAnswers = {};
  for (const question of QUIZ_QUESTIONS) {
    const value = values[question];
    if (isQuizOption(value)) answers[question] = value;
  }
  return answers;
}

export function isQuizComplete(answers: QuizAnswers): answers is CompleteQuizAnswers {
  return QUIZ_QUESTIONS.every((question) => answers[question] !== undefined);
}

/** The first question still without an answer, or null when all are answered. */
export function firstUnanswered(answers: QuizAnswers): QuizQuestion | null {
  return QUIZ_QUESTIONS.find((question) => answers[question] === undefined) ?? null;
}

/** The id of a stage's section on the services page (anchored etapa-{n}). */
export function stageAnchor(stage: QuizStage): string {
  return `etapa-${stage}`;
}
