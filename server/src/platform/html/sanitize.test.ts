import { XSS_VECTORS } from '@portal/contract/xss-vectors';
import { describe, expect, it } from 'vitest';
import { plainText, referencedFileIds, renderRichText, sanitizeRichText } from './sanitize.ts';

const FILE = '/console/api/files/3fa85f64-5717-4562-b3fc-2c963f66afa6';

/** Whatever survives must carry nothing that a browser would run or load from elsewhere. */
function assertHarmless(html: string): void {
  expect(html).not.toMatch(
    /<\s*(script|svg|math|iframe|object|embed|form|input|button|base|meta|link|style|body|details|video|audio|source|marquee|textarea|template|noscript)\b/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(java|vb)script\s*:/i);
  expect(html).not.toMatch(/(href|src|srcset|action|data|background)\s*=\s*["']?\s*data:/i);
  expect(html).not.toMatch(/expression\s*\(|url\s*\(|behavior/i);
  expect(html).not.toMatch(/href="\/\//);
  expect(html).not.toMatch(/srcdoc|srcset|http-equiv/i);
  expect(html).not.toContain('__xss=1"');
}

describe('sanitizeRichText against XSS vectors', () => {
  it.each(XSS_VECTORS.map((v) => [v]))('%s', (vector) => {
    const clean = sanitizeRichText(vector);
    assertHarmless(clean);
    // Cleaning is stable: the way out gives what the way in stored.
    expect(renderRichText(clean)).toBe(clean);
  });

  it('keeps the harmless parts', () => {
    expect(sanitizeRichText('<p onmouseover="x()" style="color:red">hover</p>')).toBe(
      '<p style="color:red">hover</p>',
    );
    expect(sanitizeRichText('<a href="https://ok.example/" target="_blank">n</a>')).toBe(
      '<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">n</a>',
    );
    expect(sanitizeRichText('<p style="color:red;background:url(\'javascript:x\')">m</p>')).toBe(
      '<p style="color:red">m</p>',
    );
  });
});

describe('sanitizeRichText keeps what the editor produces', () => {
  it('paragraphs, headings, marks, lists and safe inline styles', () => {
    const html =
      '<h2 style="text-align:center">标题</h2>' +
      '<p style="font-size:18px;line-height:1.5;margin-top:10px;margin-bottom:10px;color:#ff0000;background-color:rgb(255, 255, 0)">' +
      '<strong>粗</strong><em>斜</em><u>下</u><s>删</s><span style="color:#1f497d">色</span></p>' +
      '<ul><li><p>一</p></li></ul><ol start="3"><li><p>三</p></li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops styles outside the safe list', () => {
    expect(sanitizeRichText('<p style="position:fixed;top:0;font-size:99999px;margin:10px">x</p>')).toBe(
      '<p style="margin:10px">x</p>',
    );
  });

  it('tables with spans and widths', () => {
    const html =
      '<table style="min-width:75px"><colgroup><col style="min-width:25px" /></colgroup><tbody>' +
      '<tr><th colspan="2" rowspan="1">h</th></tr><tr><td colwidth="120">1</td><td>2</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('links: http, https, mailto and own paths only', () => {
    for (const href of [
      'http://a.example/',
      'https://a.example/x?y=1',
      'mailto:a@b.cn',
      '/oa/portal',
      '#top',
    ])
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toContain(`href="${href}"`);
    // A link is followed by a click: none may lead to a console call (signing out, say).
    for (const href of [
      '/console/logout',
      '/console/logout?ajax=true',
      '/oa/../console/logout',
      '/CONSOLE/api/x',
    ])
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    for (const href of ['ftp://a.example/', 'javascript:x', '//evil.example', 'tel:123', 'data:,x'])
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('images: our stored files and https only; others are removed whole', () => {
    expect(sanitizeRichText(`<img src="${FILE}" alt="a" />`)).toBe(`<img src="${FILE}" alt="a" />`);
    expect(sanitizeRichText('<img src="https://img.example/a.png" />')).toBe(
      '<img src="https://img.example/a.png" />',
    );
    for (const src of [
      'http://img.example/a.png',
      '/oa/x.png',
      'data:image/png;base64,AAAA',
      '/console/api/files/x',
    ])
      expect(sanitizeRichText(`<p><img src="${src}" />t</p>`)).toBe('<p>t</p>');
  });

  it('charts: valid JSON kept (normalised), anything else dropped', () => {
    const spec = { type: 'bar', categories: ['2024', '2025'], series: [{ name: '营收', values: [1, 2] }] };
    const html = `<div data-chart='${JSON.stringify(spec)}'></div>`;
    const out = sanitizeRichText(html);
    const attr = out.match(/data-chart="([^"]*)"/)![1]!.replaceAll('&quot;', '"');
    expect(JSON.parse(attr)).toEqual(spec);
    expect(sanitizeRichText('<div data-chart="{&quot;type&quot;:&quot;x&quot;}">c</div>')).toBe(
      '<div>c</div>',
    );
  });
});

describe('helpers', () => {
  it('plainText folds markup into words', () => {
    expect(plainText('<p>上市&amp;服务</p><p>第二段<br>换行 &lt;b&gt;</p>')).toBe(
      '上市&服务 第二段 换行 <b>',
    );
  });

  it('referencedFileIds finds our files once each', () => {
    const html = `<img src="${FILE}"><a href="${FILE}">f</a><img src="https://x.example/a.png">`;
    expect(referencedFileIds(html)).toEqual(['3fa85f64-5717-4562-b3fc-2c963f66afa6']);
  });
});
