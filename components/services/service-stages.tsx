import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/site/section-heading';
import type { IconName } from '@/components/ui/icon-names';
import { QUIZ_STAGES, type QuizStage } from '@/lib/domain/quiz';
import type { Locale } from '@/lib/i18n/locales';
import { serviceStages } from '@/lib/provider/home-content';
import { ServiceStage } from './service-stage';

const stageIcons: Record<QuizStage, IconName> = {
  1: 'lightbulb',
  2: 'palette',
  3: 'sparkles',
  4: 'rocket',
  5: 'users',
};

/** The five numbered stages of the services page, from idea to community (texts from the back office). */
export async function ServiceStages({ locale }: { locale: Locale }) {
  const [t, stages] = await Promise.all([getTranslations({ locale, namespace: 'services' }), serviceStages(locale)]);
  return (
    <section aria-labelledby="stages-title" className="mx-auto max-w-[88rem] px-5 py-20 sm:px-8 md:py-28">
      <SectionHeading
        id="stages-title"
        eyebrow={t('stagesEyebrow')}
        title={t('stagesTitle')}
        description={t('stagesDescription')}
      />
      <ol className="mt-16 grid gap-20 md:mt-24 md:gap-28">
        {QUIZ_STAGES.map((stage, index) => {
          const texts = stages[index];
          return texts ? (
            <ServiceStage
              key={stage}
              stage={stage}
              icon={stageIcons[stage]}
              texts={{ number: t('stageNumber', { stage }), ...texts }}
            />
          ) : null;
        })}
      </ol>
    </section>
  );
}
