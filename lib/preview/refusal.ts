import { previewEntryPath, type PreviewTarget } from '@/lib/i18n/preview-path';
import { contentSecurityPolicy } from '@/lib/security-headers';
import { PREVIEW_RESPONSE_HEADERS } from './headers';
import { previewTexts } from './texts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Shown inside the back office's live preview when the session has expired: framed by the same origin only. */
const previewPolicy = () => contentSecurityPolicy({ dev: process.env.NODE_ENV !== 'production', context: 'preview' });

/**
 * The answer to a preview link opened without a back-office session (a visitor, a shared link, an expired session):
 * 401 with a short page in the page's language that offers the sign-in (which comes back to the preview) and the
 * published page. It never shows a draft; it is kept by no cache and indexed by no search engine.
 */
export function refusedPreview(target: PreviewTarget): Response {
  const t = previewTexts(target.locale).refused;
  const signIn = `/admin/login?redirect=${encodeURIComponent(previewEntryPath(target.path))}`;
  const html = `<!doctype html>
<html lang="${target.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(t.title)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem;color:#191714;background:#f6f2ec}a{color:inherit;margin-right:1.5rem}</style>
</head>
<body>
<main>
<h1>${escape(t.title)}</h1>
<p>${escape(t.text)}</p>
<p><a href="${escape(signIn)}">${escape(t.signIn)}</a><a href="${escape(target.path)}">${escape(t.published)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 401,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      ...PREVIEW_RESPONSE_HEADERS,
      'Content-Security-Policy': previewPolicy(),
    },
  });
}
