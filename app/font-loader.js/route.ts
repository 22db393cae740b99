import { fontsAfterPaintScript } from '@/lib/fonts';

export const dynamic = 'force-static';

// Its address carries a hash of its content (lib/fonts.ts: fontsScriptUrl), so it is cached for good.
export function GET() {
  return new Response(fontsAfterPaintScript, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
