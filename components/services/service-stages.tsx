import { Lightbulb, Palette, Rocket, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/site/section-heading';
import { QUIZ_STAGES, type QuizStage } from '@/lib/domain/quiz';
import type { Locale } from '@/lib/i18n/locales';
import { serviceStages } from '@/lib/provider/home-content';
import { ServiceStage } from './service-stage';

const stageIcons: Record<QuizStage, LucideIcon> = { 1: Lightbulb, 2: Palette, 3: Sparkles, 4: Rocket, 5: Users };

/** The five numbered stages of the services page, from idea to community (texts from the back office). */
export async function ServiceStages({ locale }: { locale: Locale }) {
  const [t, stages] = await Promise.all([getTranslations({ locale, namespace: 'services' }), serviceStages(locale)]);
  return (
    <section aria-labelledby="stages-title" className="mx-auto max-w-[88rem] px-5 py-20 sm:px-8 md:py-28">
      <SectionHeading id="stages-title" eyebrow={t('stagesEyebrow')} title={t('stagesTitle')} description={t('stagesDescription')} />
      <ol className="mt-16 grid gap-20 md:mt-24 md:gap-28">
        {QUIZ_STAGES.map((stage, index) => {
          const texts = stages[index];
          return texts ? (
            <ServiceStage key={stage} stage={stage} icon={stageIcons[stage]} texts={{ number: t('stageNumber', { stage }), ...texts }} />
          ) : null;
        })}
      </ol>
    </section>
  );
}
