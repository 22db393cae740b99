import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/download-pdf/route';

const locales = ['es', 'en', 'it'] as const;
const guides = ['type=general', 'stage=1', 'stage=2', 'stage=3', 'stage=4', 'stage=5'] as const;

async function download(query: string): Promise<Response> {
  return GET(new Request(`http://localhost/api/download-pdf?${query}`));
}

function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
}

describe('GET /api/download-pdf: 18 guides', () => {
  it.each(locales.flatMap((lang) => guides.map((guide) => [lang, guide] as const)))(
    '%s %s is a several-page PDF served as a download',
    async (lang, guide) => {
      const response = await download(`lang=${lang}&${guide}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/,
      );
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pageCount(pdf)).toBeGreaterThanOrEqual(guide === 'type=general' ? 7 : 4);
    },
  );

  it('names the file in the visitor’s language', async () => {
    const names = await Promise.all(
      locales.map(async (lang) => (await download(`lang=${lang}&stage=2`)).headers.get('content-disposition')),
    );
    expect(names[0]).toContain('guia-etapa-2-branding-y-propuesta-visual');
    expect(names[1]).toContain('stage-2-branding-and-visual-proposition');
    expect(names[2]).toContain('guida-fase-2-branding-e-proposta-visiva');
  });

  it('serves a cached copy after the first generation', async () => {
    const first = Buffer.from(await (await download('lang=es&type=general')).arrayBuffer());
    const started = performance.now();
    const second = Buffer.from(await (await download('lang=es&type=general')).arrayBuffer());
    expect(performance.now() - started).toBeLessThan(50);
    expect(second.equals(first)).toBe(true);
  });

  it('embeds the brand fonts', async () => {
    const pdf = Buffer.from(await (await download('lang=it&type=general')).arrayBuffer()).toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+Fraunces/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter/);
  });
});

describe('bad input is a 400 with a clear message', () => {
  it.each(['lang=es&stage=0', 'lang=es&stage=6', 'lang=en&stage=two', 'lang=it&stage=2.5', 'lang=es&stage='])(
    '%s',
    async (query) => {
      const response = await download(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: expect.stringMatching(/1.+5/) });
    },
  );

  it('an unknown language', async () => {
    const response = await download('lang=fr&type=general');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it('an unknown guide type', async () => {
    const response = await download('lang=es&type=premium');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: expect.stringContaining('general') });
  });
});
