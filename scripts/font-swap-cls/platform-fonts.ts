import type { Page } from 'playwright';

/** The installed fonts that painted the first h1 and paragraph of the page, as Chromium reports them. */
export async function platformFonts(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument', { depth: -1 });
  const result: string[] = [];
  for (const selector of ['main h1', 'main p']) {
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) continue;
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    const painted = fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web)' : ''} ×${font.glyphCount}`);
    result.push(`${selector}: ${painted.join(', ')}`);
  }
  await session.detach();
  return result;
}
