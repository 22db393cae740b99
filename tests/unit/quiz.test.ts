import { describe, expect, it } from 'vitest';
import {
  QUIZ_OPTIONS,
  firstUnanswered,
  isQuizComplete,
  parseQuizStage,
  readQuizAnswers,
  scoreAnswers,
  scoreQuiz,
  stageAnchor,
  stageOfOption,
  type QuizOption,
} from '@/lib/domain/quiz';

describe('options map to stages: a → 1 … e → 5', () => {
  it.each([
    ['a', 1],
    ['b', 2],
    ['c', 3],
    ['d', 4],
    ['e', 5],
  ] as const)('option %s is stage %i', (option, stage) => {
    expect(stageOfOption(option)).toBe(stage);
  });
});

describe('the stage with the most answers wins', () => {
  it.each([
    // q1, q2, q3 → stage
    ['a', 'a', 'a', 1],
    ['c', 'c', 'c', 3],
    ['e', 'e', 'e', 5],
    ['b', 'b', 'e', 2],
    ['e', 'a', 'a', 1],
    ['d', 'c', 'd', 4],
    ['a', 'c', 'c', 3],
  ] as const)('%s, %s, %s → stage %i (a majority beats a later single answer)', (q1, q2, q3, stage) => {
    expect(scoreQuiz({ q1, q2, q3 })).toBe(stage);
  });
});

describe('ties favour the later option', () => {
  it.each([
    // one-one-one: three different answers, the latest option wins
    ['e', 'd', 'a', 5],
    ['a', 'b', 'c', 3],
    ['c', 'b', 'a', 3],
    ['a', 'd', 'b', 4],
    ['b', 'a', 'e', 5],
  ] as const)('one-one-one: %s, %s, %s → stage %i', (q1, q2, q3, stage) => {
    expect(scoreQuiz({ q1, q2, q3 })).toBe(stage);
  });

  // With three questions a two-two-one split cannot occur; the rule itself is stated for any number of answers.
  it.each([
    [['a', 'a', 'b', 'b', 'c'], 2],
    [['e', 'e', 'a', 'a', 'c'], 5],
    [['d', 'b', 'd', 'b', 'e'], 4],
  ] as const)('two-two-one: %j → stage %i', (options, stage) => {
    expect(scoreAnswers(options)).toBe(stage);
  });

  it('every one of the 125 answer sets gives a stage with the most answers and no later stage with as many', () => {
    for (const q1 of QUIZ_OPTIONS)
      for (const q2 of QUIZ_OPTIONS)
        for (const q3 of QUIZ_OPTIONS) {
          const options: QuizOption[] = [q1, q2, q3];
          const count = (stage: number) => options.filter((option) => stageOfOption(option) === stage).length;
          const stage = scoreQuiz({ q1, q2, q3 });
          const max = Math.max(...[1, 2, 3, 4, 5].map(count));
          expect(count(stage)).toBe(max);
          for (let later = stage + 1; later <= 5; later += 1) expect(count(later)).toBeLessThan(max);
        }
  });
});

describe('reading submitted answers (the quiz without JavaScript)', () => {
  it('keeps valid options and drops anything else', () => {
    expect(readQuizAnswers({ q1: 'e', q2: 'z', q3: 'a', q4: 'b' })).toEqual({ q1: 'e', q3: 'a' });
  });
  it('is complete only with all three answers, and names the first one missing', () => {
    expect(isQuizComplete({ q1: 'e', q3: 'a' })).toBe(false);
    expect(firstUnanswered({ q1: 'e', q3: 'a' })).toBe('q2');
    expect(isQuizComplete({ q1: 'e', q2: 'd', q3: 'a' })).toBe(true);
    expect(firstUnanswered({ q1: 'e', q2: 'd', q3: 'a' })).toBeNull();
  });
  it('reads a stage 1–5 from text and refuses anything else', () => {
    expect(parseQuizStage('5')).toBe(5);
    expect(parseQuizStage(3)).toBe(3);
    expect(parseQuizStage('6')).toBeNull();
    expect(parseQuizStage('2.5')).toBeNull();
    expect(parseQuizStage(null)).toBeNull();
  });
  it('anchors each stage as etapa-{n}', () => {
    expect(stageAnchor(4)).toBe('etapa-4');
  });
});
