import { XSS_FLAG, XSS_VECTORS } from '@portal/contract/xss-vectors';
import { describe, expect, it } from 'vitest';
import { purifyRichText } from './purify';

describe("purifyRichText, the viewer's filter", () => {
  it.each(XSS_VECTORS.map((v) => [v]))('leaves nothing runnable in %s', (vector) => {
    const clean = purifyRichText(vector);
    const box = document.createElement('div');
    box.innerHTML = clean;
    for (const element of box.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        expect(name, clean).not.toMatch(/^on/i);
        if (['href', 'src', 'action', 'srcset', 'background'].includes(name))
          expect(value, clean).toMatch(/^(https?:|mailto:|\/(?!\/)|#)/i);
      }
      expect(element.tagName, clean).not.toMatch(
        /^(SCRIPT|IFRAME|OBJECT|EMBED|FORM|SVG|MATH|STYLE|BASE|META|LINK|INPUT)$/,
      );
    }
    expect(clean).not.toMatch(/url\s*\(|expression\s*\(/i);
    expect((window as unknown as Record<string, unknown>)[XSS_FLAG]).toBeUndefined();
  });

  it('keeps what the editor writes', () => {
    const html =
      '<p style="text-align: center; line-height: 1.5"><strong>粗</strong><span style="color: #ff0000">红</span></p>' +
      '<table><tbody><tr><th colspan="2">h</th></tr></tbody></table>' +
      '<img src="/console/api/files/3fa85f64-5717-4562-b3fc-2c963f66afa6" alt="a">' +
      '<div data-chart="{&quot;type&quot;:&quot;bar&quot;}"></div>';
    expect(purifyRichText(html)).toBe(html);
  });

  it('closes the door behind links that open a window', () => {
    expect(purifyRichText('<a href="https://a.example/" target="_blank">x</a>')).toBe(
      '<a href="https://a.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(purifyRichText('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });
});
