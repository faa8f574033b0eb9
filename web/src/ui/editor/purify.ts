// Rendering stored rich text (DESIGN §9, defence in depth): the server already filtered it on the
// way in and out; DOMPurify filters it again in the browser with the same allow-list in spirit.
import DOMPurify from 'dompurify';

const TAGS = [
  ...['p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'hr', 'div', 'span'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'sub', 'sup', 'mark', 'ul', 'ol', 'li', 'a', 'img'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
];
const ATTRIBUTES = [
  'style',
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'colwidth',
  'start',
  'data-chart',
];
/** http(s), mailto, a path on this site, or an anchor; nothing else (javascript:, data:, //host). */
const URI = /^(?:(?:https?|mailto):|\/(?![/\\])|#)/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // DOMPurify lets data: through on images; an image must come from us or over https.
    if (node.tagName === 'IMG' && !/^(https:\/\/|\/(?![/\\]))/i.test(node.getAttribute('src') ?? '')) {
      node.remove();
      return;
    }
    // A link that opens a window must not hand that window a reference back to us.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
    else if (node.tagName === 'A') node.removeAttribute('target');
    // Styles that fetch (url()) or run (expression) have no place in an article.
    const style = node.getAttribute('style');
    if (style && /url\s*\(|expression\s*\(|behavior|@import|javascript:/i.test(style))
      node.removeAttribute('style');
  });
  return purifier;
}

export function purifyRichText(html: string): string {
  // The server's drawing of a first screen (prerender.tsx) has no DOM to filter in. What it draws
  // is this server's own API answer, filtered on read by the same allow-list (server
  // platform/html/sanitize.ts). The browser keeps that markup when it takes the page over
  // (hydration does not set innerHTML again), so the server's filter is the one that holds there.
  if (typeof window === 'undefined') return html;
  return instance().sanitize(html, {
    ALLOWED_TAGS: TAGS,
    ALLOWED_ATTR: ATTRIBUTES,
    ALLOWED_URI_REGEXP: URI,
    // DOMPurify tests every other attribute's value against the URI rule too; these hold no address.
    ADD_URI_SAFE_ATTR: [
      'colspan',
      'rowspan',
      'colwidth',
      'start',
      'target',
      'rel',
      'width',
      'height',
      'data-chart',
    ],
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
