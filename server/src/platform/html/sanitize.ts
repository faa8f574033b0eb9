// The rich-text allow-list (DESIGN §9): what the editor produces survives, everything else goes.
// Run on the way in (before storing) and again on the way out (before sending), so content stored
// by an older, looser rule is still cleaned. The browser adds DOMPurify at render time.
import { chartSpec } from '@portal/contract';
import sanitizeHtml from 'sanitize-html';

const px = String.raw`\d{1,4}(\.\d+)?px`;
const spacing = new RegExp(`^(0|${px})( (0|${px})){0,3}$`);
const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];
const WIDTH = [/^\d{1,4}(\.\d+)?(px|%)$/];

const STYLES: Record<string, RegExp[]> = {
  color: COLOR,
  'background-color': COLOR,
  'font-size': [/^\d{1,2}(\.\d+)?(px|pt|em|rem|%)$/],
  'line-height': [/^\d(\.\d+)?(em|%)?$/, /^normal$/],
  'text-align': [/^(left|right|center|justify)$/],
  'text-indent': [/^\d{1,3}(\.\d+)?(px|em)$/],
  ...Object.fromEntries(
    ['margin', 'padding'].flatMap((p) =>
      ['', '-top', '-bottom', '-left', '-right'].map((side) => [`${p}${side}`, [spacing]]),
    ),
  ),
};
const SIZED = { ...STYLES, width: WIDTH, 'min-width': WIDTH };

const TAGS = [
  ...['p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'hr', 'div', 'span'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'sub', 'sup', 'mark'],
  ...['ul', 'ol', 'li', 'a', 'img'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
];

/** Our own stored files, or any https image (the editor captures external ones on paste). */
const OWN_FILE = /^\/console\/api\/files\/[0-9a-f-]{36}$/i;
const imageSourceAllowed = (src: string) => OWN_FILE.test(src) || /^https:\/\/[^\s/]/i.test(src);
/**
 * http(s) and mailto, or a path on this site — but none of the console's calls but a stored file:
 * a link is followed by a click, and a call should never be. sanitize-html has already decoded
 * entities; the path is normalised as a browser would (`/a/../console/logout`).
 */
const linkAllowed = (href: string) => {
  if (!/^(https?:\/\/[^\s/]|mailto:|\/(?![/\\])|#)/i.test(href)) return false;
  if (!href.startsWith('/')) return true;
  const { pathname } = new URL(href, 'http://site.invalid');
  return !/^\/console(\/|$)/i.test(pathname) || OWN_FILE.test(pathname);
};

/** The chart JSON, validated and re-serialised; null when it is not a chart. */
function normaliseChart(json: string): string | null {
  try {
    const parsed = chartSpec.safeParse(JSON.parse(json));
    return parsed.success ? JSON.stringify(parsed.data) : null;
  } catch {
    return null;
  }
}

type Attribs = sanitizeHtml.Attributes;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'colwidth'],
    th: ['colspan', 'rowspan', 'colwidth'],
    ol: ['start'],
    div: ['data-chart'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  selfClosing: ['img', 'br', 'hr', 'col'],
  allowedStyles: { '*': STYLES, table: SIZED, col: SIZED, td: SIZED, th: SIZED, img: SIZED },
  // script/style/textarea contents are dropped with the tag rather than kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName: string, attribs: Attribs) => {
      const { href, title, target } = attribs;
      const out: Attribs = {};
      if (href && linkAllowed(href.trim())) out.href = href.trim();
      if (title) out.title = title;
      if (target === '_blank') Object.assign(out, { target: '_blank', rel: 'noopener noreferrer' });
      if (attribs.style) out.style = attribs.style;
      return { tagName, attribs: out };
    },
    img: (tagName: string, attribs: Attribs) => {
      const src = attribs.src?.trim() ?? '';
      const { src: _dropped, ...rest } = attribs;
      return { tagName, attribs: imageSourceAllowed(src) ? { src, ...rest } : rest };
    },
    div: (tagName: string, attribs: Attribs) => {
      const { 'data-chart': chart, ...rest } = attribs;
      const normalised = chart === undefined ? null : normaliseChart(chart);
      return { tagName, attribs: normalised ? { ...rest, 'data-chart': normalised } : rest };
    },
  },
  // An image whose source was refused is dropped whole, not left as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The allow-list pass for rich text on the way in. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The same pass on the way out: stored HTML is never trusted to have been cleaned by today's rule. */
export const renderRichText = sanitizeRichText;

const ENTITIES: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };

/** The text of rich text without its markup, entities decoded; nothing added between blocks. */
export function textOf(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (_, name: string) => ENTITIES[name]!);
}

/** The words of rich text without markup, whitespace folded: for excerpts and search. */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(p|div|li|h\d|tr|td|th|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  return textOf(spaced).replace(/\s+/g, ' ').trim();
}

/** Ids of our stored files that rich text refers to (images, attachment links): to publish with it. */
export function referencedFileIds(html: string): string[] {
  const ids = html.matchAll(
    /\/console\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi,
  );
  return [...new Set([...ids].map((m) => m[1]!.toLowerCase()))];
}
