import type { Locale } from '@/lib/i18n/locales';
import type { BusinessStage } from '@/lib/provider/contract';
import en from '@/messages/en/guide.json';
import es from '@/messages/es/guide.json';
import it from '@/messages/it/guide.json';
import { fill } from '@/lib/provider/messages';

/**
 * The guides' text lives in messages/{locale}/guide.json beside the rest of the site's copy, so translators find it in
 * one place; route handlers have no next-intl request context, so it is imported directly.
 */
export interface GuideSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  tip?: string;
}

export interface GuideBody {
  subtitle: string;
  intro: string[];
  sections: GuideSection[];
  checklist: { title: string; items: string[] };
}

export interface GuideMessages {
  common: typeof es.common;
  general: GuideBody & { title: string };
  stages: Record<`${BusinessStage}`, GuideBody & { name: string; slug: string }>;
}

const messages: Record<Locale, GuideMessages> = { es, en, it };

/** Everything one PDF needs, already chosen for its language and stage. */
export interface GuideDocument {
  lang: Locale;
  stage?: BusinessStage;
  kicker: string;
  title: string;
  body: GuideBody;
  common: GuideMessages['common'];
  fileName: string;
}

export function guideDocument(lang: Locale, stage?: BusinessStage): GuideDocument {
  const text = messages[lang];
  const { common } = text;
  if (stage === undefined) {
    return {
      lang,
      kicker: common.freeGuide,
      title: text.general.title,
      body: text.general,
      common,
      fileName: `${common.generalFileName}.pdf`,
    };
  }
  const stageText = text.stages[`${stage}`];
  return {
    lang,
    stage,
    kicker: `${common.freeGuide} · ${fill(common.stageLabel, { stage })}`,
    title: stageText.name,
    body: stageText,
    common,
    fileName: `${fill(common.stageFileName, { stage, slug: stageText.slug })}.pdf`,
  };
}
