// The rich-text editor in a real browser: an administrator writes text, a table turned into a
// chart and an uploaded image on the sample page; then stored XSS vectors rendered through
// RichTextView must not run.
import { deflateSync } from 'node:zlib';
import { XSS_FLAG, XSS_VECTORS } from '@portal/contract/xss-vectors';
import { describe, expect, it } from 'vitest';
import { openPage, signIn, useBrowser } from '../support/browser.ts';
import { chooseMenuItem } from '../support/menu.ts';

useBrowser();

/** A real PNG of one colour, made here so the test needs no fixture file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('rich-text editor', () => {
  it('writes text, a table made into a chart and an uploaded image, shown in the preview', async () => {
    const { page, context } = await openPage('editor-write');
    await signIn(page, 'admin', { to: '/oa/sample/editor' });
    const content = page.getByTestId('rte-content');
    await content.click();
    await page.keyboard.type('企业上市工作简报');
    await page.keyboard.press('Enter');

    await page.getByRole('button', { name: '插入表格' }).click();
    await page.getByRole('button', { name: '3 行 × 3 列', exact: true }).click();
    const cells = content.locator('th, td');
    await expect.poll(() => cells.count()).toBe(9);
    const values = ['', '2024', '2025', '营收', '120', '150', '利润', '30', '45'];
    for (const [i, value] of values.entries()) {
      await cells.nth(i).click();
      if (value) await page.keyboard.type(value);
    }

    await page.getByRole('button', { name: '插入图表' }).click();
    await chooseMenuItem(page, '柱状图');
    await expect.poll(() => content.locator('.rich-chart canvas').count()).toBe(1);
    await expect.poll(() => page.getByTestId('rte-status').textContent()).toContain('图表已插入');

    await page.getByTestId('rte-image-input').setInputFiles({
      name: '简报配图.png',
      mimeType: 'image/png',
      buffer: png(48, 24),
    });
    const image = content.locator('img[src^="/console/api/files/"]');
    await image.waitFor({ timeout: 15_000 });
    // The stored image really loads from our file store.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(48);
    // The chart is still there: the image went below it, it did not replace it.
    expect(await content.locator('.rich-chart').count()).toBe(1);

    const preview = page.getByTestId('sample-preview');
    await expect.poll(() => preview.textContent()).toContain('企业上市工作简报');
    expect(await preview.locator('table td').count()).toBe(6);
    await expect.poll(() => preview.locator('.rich-chart canvas').count()).toBe(1);
    expect(await preview.locator('img[src^="/console/api/files/"]').count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('rte-word-count').textContent())
      .toMatch(/当前已输入 \d+ 个字符/);
    await context.close();
  });

  it('runs none of the XSS vectors when rendered through RichTextView', async () => {
    const { page, context } = await openPage('editor-xss');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, 'admin', { to: '/oa/sample/editor' });
    await page.getByTestId('sample-raw-html').fill(XSS_VECTORS.join('\n'));
    await page.getByTestId('sample-render').click();
    const rendered = page.getByTestId('sample-rendered');
    await expect.poll(() => rendered.textContent()).toContain('hover');
    // Poke everything that survived, as a reader would: hover, focus, click (links open nowhere).
    await rendered.evaluate((root) => {
      for (const element of root.querySelectorAll('*')) {
        for (const type of ['mouseover', 'mouseenter', 'focus', 'toggle', 'load', 'error'])
          element.dispatchEvent(new Event(type));
        if (element.tagName !== 'A') (element as HTMLElement).click();
      }
    });
    await page.waitForTimeout(500);
    expect(
      await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    // The page's CSP would stop inline handlers anyway; the filter must not rely on it, so check the DOM too.
    const handlers = await rendered.evaluate((root) =>
      [...root.querySelectorAll('*')]
        .flatMap((e) => [...e.attributes].map((a) => a.name))
        .filter((n) => /^on/i.test(n)),
    );
    expect(handlers).toEqual([]);
    expect(
      await rendered.locator('script, iframe, object, embed, form, svg, style, base, meta').count(),
    ).toBe(0);
    expect(
      await rendered.locator('[href^="javascript" i], [src^="javascript" i], [src^="data:" i]').count(),
    ).toBe(0);
    await context.close();
  });
});
