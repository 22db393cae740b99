import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HtmlValidate, type ConfigData, type Message } from 'html-validate';
import { validateXML } from 'xmllint-wasm';
import { allPages } from './routes';
import { jsonLdProblems } from './json-ld-rules';

/**
 * Validators nobody here wrote, over the served build: html-validate on every page in every language (and a 404 and
 * filtered portfolios), the sitemap against the sitemap 0.9 schema, and each page's JSON-LD against the properties
 * search engines need. Requests only: no browser.
 */
const root = process.cwd();
const htmlConfig = JSON.parse(readFileSync(path.join(root, '.htmlvalidate.json'), 'utf8')) as ConfigData;
const validator = new HtmlValidate(htmlConfig);

const extraPages = [
  { url: '/es/arquitectura?filter=houses', status: 200 },
  { url: '/en/arquitectura?filter=catalogs', status: 200 },
  { url: '/it/publicidad?filter=producto', status: 200 },
  { url: '/es/pagina-que-no-existe', status: 404 },
  { url: '/en/nothing-here', status: 404 },
];
const pages = [...allPages.map(({ url }) => ({ url, status: 200 })), ...extraPages];

/**
 * Why .htmlvalidate.json departs from html-validate:recommended (JSON holds no comments, so the reasons live here and
 * a test keeps the two lists equal). Each is how React or Next serialise valid HTML, never a markup choice of ours.
 */
const configReasons: Record<string, string> = {
  'void-style': 'React writes void elements as <input/>; the slash is allowed on void elements and changes nothing.',
  'attr-case':
    'React writes some attribute names in camelCase (noModule, encType, autoComplete, dateTime); HTML attribute names are case-insensitive.',
  'attribute-boolean-style':
    'React writes boolean attributes with an empty value (async="", hidden=""), which HTML defines as present.',
  'attribute-empty-style': 'React writes crossorigin="" (the same as anonymous) and hidden="" with an empty value.',
  'valid-id':
    'React\'s useId and Next\'s bootstrap script make ids such as "_R_2ivb_"; HTML only requires an id without spaces.',
  'no-inline-style':
    'next/image writes the fill layout (position, insets, size) and color:transparent inline; no other inline style is allowed.',
  'require-sri':
    'Every script and stylesheet comes from the site itself; integrity is required on anything from another origin.',
};

/**
 * One of two messages allowed: React writes action="" on a form whose action is a server function (the page posts to
 * itself when JavaScript is off), which html-validate reports as an empty URL.
 */
function isServerActionForm(message: Message): boolean {
  return (
    message.ruleId === 'attribute-allowed-values' &&
    /(^|\s|>)form$/.test(message.selector ?? '') &&
    message.message === 'Attribute "action" has invalid value ""'
  );
}

/**
 * The other: a table that stacks on a phone (components/legal/legal-table.tsx) states the roles its parts already
 * have, because WebKit drops them once the parts are display: block. Allowed on a table's own parts only.
 */
function isStatedTableRole(message: Message): boolean {
  return (
    message.ruleId === 'no-redundant-role' &&
    /(^|[\s>])(table|thead|tbody|tr|th|td)(\b[^\s>]*)?$/.test(message.selector ?? '')
  );
}

test('every departure of .htmlvalidate.json from the recommended rules has a written reason', () => {
  expect(Object.keys(htmlConfig.rules ?? {}).sort()).toEqual(Object.keys(configReasons).sort());
});

test.describe('validators over the served pages', () => {
  for (const { url, status } of pages) {
    test(`${url}: html-validate finds nothing but the server-action form's action=""`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(status);
      const report = await validator.validateString(await response.text(), url);
      const messages = report.results
        .flatMap((result) => result.messages)
        .filter((message) => !isServerActionForm(message) && !isStatedTableRole(message))
        .map((m) => `${m.ruleId} ${m.selector ?? ''} (${m.line}:${m.column}): ${m.message}`);
      expect(messages).toEqual([]);
    });

    test(`${url}: its JSON-LD parses and has the properties search engines need`, async ({ request }) => {
      const html = await (await request.get(url)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => m[1] ?? '',
      );
      const locale = url.split('/')[1] ?? 'es';
      const problems = blocks.flatMap((text) => jsonLdProblems(JSON.parse(text) as unknown, locale));
      expect(problems).toEqual([]);
      const path = url.split('?')[0] ?? url;
      const types = blocks.flatMap((text) => {
        const data = JSON.parse(text) as { '@type'?: string; '@graph'?: { '@type'?: string }[] };
        return data['@graph'] ? data['@graph'].map((item) => item['@type']) : [data['@type']];
      });
      if (/^\/[a-z]{2}$/.test(path)) expect(types).toContain('ProfessionalService');
      if (/\/(arquitectura|publicidad|turismo)$/.test(path)) expect(types).toContain('ImageGallery');
    });
  }
});

test.describe('the served sitemap', () => {
  test('is valid against the sitemap 0.9 schema with its xhtml:link alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const fixture = (name: string) => readFileSync(path.join(root, 'tests/fixtures', name), 'utf8');
    const result = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: xml }],
      schema: [fixture('sitemap-0.9.xsd')],
      preload: [{ fileName: 'xhtml-link.xsd', contents: fixture('xhtml-link.xsd') }],
    });
    expect(result.errors.map((error) => error.message)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('gives every page the same alternates as its <head>, x-default included', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    expect(entries).toHaveLength(allPages.length);
    for (const entry of entries) {
      for (const lang of ['es', 'en', 'it', 'x-default']) expect(entry).toContain(`hreflang="${lang}"`);
    }
    const home = entries.find((entry) => /<loc>[^<]*\/en<\/loc>/.test(entry)) ?? '';
    const head = await (await request.get('/en')).text();
    for (const [, lang, href] of home.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)) {
      expect(head).toContain(`hrefLang="${lang}" href="${href}"`);
    }
  });
});
