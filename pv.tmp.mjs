import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const origin = 'http://localhost:3131';
const jar = readFileSync('/tmp/owner3.jar', 'utf8').split('\n').find((l) => l.includes('payload-token')).split('\t');
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ locale: 'es-ES', viewport: { width: 1440, height: 900 } });
await ctx.addCookies([{ name: 'payload-token', value: jar[6], domain: 'localhost', path: '/' }]);
const p = await ctx.newPage();
const shot = (n) => p.screenshot({ path: `/work/notes/preview-shots/${n}.png` });
await p.goto(origin + '/admin/collections/contents/1?locale=es'); await p.waitForLoadState('networkidle'); await shot('01-edit');
const title = p.locator('#field-title');
await title.fill('Imágenes que venden — BORRADOR de prueba'); await p.waitForTimeout(3000); await shot('02-autosaved');
// live preview toggle
const lp = p.getByRole('button', { name: /Vista previa en vivo|Live Preview|previa/i });
console.log('live preview buttons', await lp.count());
if (await lp.count()) { await lp.first().click(); await p.waitForTimeout(4000); await shot('03-live'); await title.fill('Imágenes que venden — BORRADOR en vivo'); await p.waitForTimeout(4000); await shot('04-live-typed'); }
const visitor = await b.newContext();
const vp = await visitor.newPage(); await vp.goto(origin + '/es');
console.log('visitor h1:', await vp.locator('h1').innerText());
await vp.goto(origin + '/api/preview?path=/es'); await vp.screenshot({ path: '/work/notes/preview-shots/05-visitor-preview-401.png' }); console.log('visitor preview status text:', (await vp.locator('h1').innerText()).slice(0, 80));
const e = await ctx.newPage();
for (const path of ['/es', '/en', '/it']) {
  const r = await e.goto(origin + '/api/preview?path=' + path); await e.waitForLoadState('networkidle');
  console.log(path, 'editor preview h1:', (await e.locator('h1').first().innerText()).slice(0, 60), '| bar:', (await e.locator('[data-preview-bar]').innerText()).replace(/\s+/g, ' ').slice(0, 120), '| cache:', r.headers()['cache-control'], r.headers()['x-robots-tag']);
  await e.screenshot({ path: `/work/notes/preview-shots/06-preview${path.replace('/', '-')}.png` });
}
await e.locator('[data-preview-bar] a').first().click(); await e.waitForLoadState(); console.log('after exit', e.url(), 'bar count', await e.locator('[data-preview-bar]').count());
await p.goto(origin + '/admin/collections/contents/1/versions'); await p.waitForLoadState('networkidle'); await shot('07-versions');
await b.close();
