import { env } from '@/lib/env';
import type { LeadMagnetRequest } from '@/lib/provider/contract';
import { emailMessages, fill } from '@/lib/provider/messages';
import { renderMail } from './layout';
import type { OutboxMail } from './outbox-mail';

/** The GET /api/download-pdf link: a stage guide when the visitor asked for one, else the general one. */
export function guideDownloadUrl(request: Pick<Required<LeadMagnetRequest>, 'lang' | 'stage' | 'type'>): string {
  const url = new URL('/api/download-pdf', env.SITE_URL);
  url.searchParams.set('lang', request.lang);
  if (request.type === 'stage_specific') url.searchParams.set('stage', String(request.stage));
  else url.searchParams.set('type', 'general');
  return url.toString();
}

export function composeLeadMail(request: Required<LeadMagnetRequest>): OutboxMail {
  const t = emailMessages(request.lang).leadGuide;
  const stageSpecific = request.type === 'stage_specific';
  const stageName = t.stages[String(request.stage) as keyof typeof t.stages];
  const body = renderMail({
    locale: request.lang,
    paragraphs: [t.intro, t.attachment, fill(t.download, { link: guideDownloadUrl(request) })],
    closing: [t.outro, t.consent],
  });
  return {
    kind: 'lead-guide',
    locale: request.lang,
    to: request.email,
    replyTo: env.STUDIO_EMAIL,
    subject: stageSpecific ? fill(t.subjectStage, { stage: request.stage, stageName }) : t.subject,
    ...body,
    guide: stageSpecific ? { lang: request.lang, stage: request.stage } : { lang: request.lang },
  };
}
