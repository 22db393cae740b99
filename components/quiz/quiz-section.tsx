import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/site/section-heading';
import { submitQuiz } from '@/lib/actions/quiz';
import { QUIZ_OPTIONS, QUIZ_QUESTIONS, QUIZ_STAGES, type QuizStage } from '@/lib/domain/quiz';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { hrefFor } from '@/lib/i18n/page-paths';
import { serviceStages } from '@/lib/provider/home-content';
import { errorMessages } from '@/lib/provider/messages';
import { BusinessStageQuiz } from './business-stage-quiz';
import type { QuizTexts, StageResultTexts } from './quiz-texts';

export const QUIZ_ANCHOR = 'quiz';

async function quizTexts(locale: Locale): Promise<QuizTexts> {
  const [t, stages] = await Promise.all([getTranslations({ locale, namespace: 'quiz' }), serviceStages(locale)]);
  const errors = errorMessages(locale);
  const stage = (n: QuizStage): StageResultTexts => {
    // The result names the stage as the services page does.
    const name = stages[n - 1]?.title ?? '';
    return {
      title: t('result.title', { stage: n, name }),
      announcement: t('result.announcement', { stage: n, name }),
      meaning: t(`result.meaning.${n}`),
      stageLink: t('result.stageLink', { stage: n }),
      guideText: t('guide.text', { stage: n }),
      download: t('guide.download', { stage: n }),
    };
  };
  return {
    questions: QUIZ_QUESTIONS.map((id, index) => ({
      id,
      progress: t('progress', { current: index + 1, total: QUIZ_QUESTIONS.length }),
      legend: t(`questions.${id}.legend`),
      options: QUIZ_OPTIONS.map((value) => ({ value, label: t(`questions.${id}.${value}`) })),
    })),
    next: t('next'),
    back: t('back'),
    submit: t('submit'),
    chooseOne: t('chooseOne'),
    result: {
      eyebrow: t('result.eyebrow'),
      restart: t('result.restart'),
      book: t('result.book'),
      bookHref: hrefFor(locale, '/consulta-gratuita'),
      stages: Object.fromEntries(QUIZ_STAGES.map((n) => [n, stage(n)])) as Record<QuizStage, StageResultTexts>,
    },
    guide: {
      title: t('guide.title'),
      email: t('guide.email'),
      consent: t.rich('guide.consent', {
        link: (chunks) => (
          <Link href="/privacy-policy" className="underline underline-offset-4 hover:text-accent">
            {chunks}
          </Link>
        ),
      }),
      submit: t('guide.submit'),
      sending: t('guide.sending'),
      successTitle: t('guide.successTitle'),
      successText: t('guide.successText'),
      failure: errors.lead.form,
      emailInvalid: errors.validation.emailInvalid,
      acceptTerms: errors.validation.acceptTermsAndConditions,
    },
  };
}

/** The quiz section of the services page, anchored `quiz` for the hero and closing buttons. */
export async function QuizSection({ locale }: { locale: Locale }) {
  const [t, texts] = await Promise.all([getTranslations({ locale, namespace: 'quiz' }), quizTexts(locale)]);
  return (
    <section id={QUIZ_ANCHOR} aria-labelledby="quiz-title" className="border-t border-border/70 bg-muted">
      <div className="mx-auto grid max-w-[88rem] gap-12 px-5 py-20 sm:px-8 md:py-28 lg:grid-cols-[1fr_1.4fr]">
        <SectionHeading id="quiz-title" eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
        <BusinessStageQuiz locale={locale} texts={texts} action={submitQuiz.bind(null, locale)} />
      </div>
    </section>
  );
}
