import type { LucideIcon } from 'lucide-react';
import { StaticImage } from '@/components/ui/static-image';
import { stageAnchor, type QuizStage } from '@/lib/domain/quiz';
import { imagePresets, imageSizes, mediaDimensions } from '@/lib/media/constants';
import { mediaKeys, mediaUrl } from '@/lib/media/url';

export interface ServiceStageTexts {
  number: string;
  title: string;
  subtitle: string;
  description: string;
  bullets: string[];
  imageAlt: string;
}

/** One numbered stage of the services page, anchored etapa-{n} so the quiz result can link to it. */
export function ServiceStage({ stage, icon: Icon, texts }: { stage: QuizStage; icon: LucideIcon; texts: ServiceStageTexts }) {
  const { width, height } = mediaDimensions.photo;
  const reversed = stage % 2 === 0;
  return (
    <li>
      <article
        id={stageAnchor(stage)}
        aria-labelledby={`${stageAnchor(stage)}-title`}
        className="grid gap-8 md:grid-cols-2 md:items-center md:gap-14"
      >
        <div className={reversed ? 'md:order-2' : undefined}>
          <div className="flex items-center gap-4">
            <span aria-hidden className="font-display text-6xl leading-none text-accent md:text-7xl">
              {String(stage).padStart(2, '0')}
            </span>
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent/10 text-accent">
              <Icon aria-hidden className="size-6" />
            </span>
          </div>
          <p className="mt-6 text-[0.72rem] font-semibold tracking-[0.26em] text-accent uppercase">{texts.number}</p>
          <h3 id={`${stageAnchor(stage)}-title`} className="mt-2 text-3xl leading-tight font-light md:text-4xl">
            {texts.title}
          </h3>
          <p className="mt-3 font-display text-xl text-foreground/80 italic">{texts.subtitle}</p>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{texts.description}</p>
          {/* Each bullet's dot is drawn by the list's class (app/globals.css, perf-galleries), not an element per item. */}
          <ul className="stage-bullets">
            {texts.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        </div>
        <div className={reversed ? 'md:order-1' : undefined}>
          <StaticImage
            src={mediaUrl(mediaKeys.serviceStage(stage))}
            alt={texts.imageAlt}
            width={width}
            height={height}
            quality={imagePresets.default.quality}
            sizes={imageSizes.default}
            loading="lazy"
            className="aspect-[4/3] w-full rounded-2xl bg-muted object-cover"
          />
        </div>
      </article>
    </li>
  );
}
