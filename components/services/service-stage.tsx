import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
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

/**
 * One numbered stage of the services page, anchored etapa-{n} so the quiz result can link to it. Its look is in
 * app/globals.css (`stage-*`, section perf-galleries): five stages repeat it, in the HTML and in the RSC payload.
 */
export function ServiceStage({ stage, icon, texts }: { stage: QuizStage; icon: IconName; texts: ServiceStageTexts }) {
  const { width, height } = mediaDimensions.photo;
  const reversed = stage % 2 === 0;
  return (
    <li>
      <article id={stageAnchor(stage)} aria-labelledby={`${stageAnchor(stage)}-title`} className="stage">
        <div className={reversed ? 'md:order-2' : undefined}>
          <div className="stage-mark">
            <span aria-hidden className="stage-number">
              {String(stage).padStart(2, '0')}
            </span>
            <span className="stage-icon">
              <Icon name={icon} className="size-6" />
            </span>
          </div>
          <p className="stage-eyebrow">{texts.number}</p>
          <h3 id={`${stageAnchor(stage)}-title`} className="stage-title">
            {texts.title}
          </h3>
          <p className="stage-subtitle">{texts.subtitle}</p>
          <p className="stage-text">{texts.description}</p>
          {/* Each bullet's dot is drawn by the list's class (app/globals.css, perf-galleries), not an element per
             item. */}
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
            className="stage-image"
          />
        </div>
      </article>
    </li>
  );
}
