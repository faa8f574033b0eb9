// Items out of what a source answers: the entries of an RSS or Atom feed, or one item for a web
// page (its title and text; the fingerprint makes a page count again only when its text changes).
import { XMLParser } from 'fast-xml-parser';
import { plainText } from '../../platform/html/sanitize.ts';

export type FetchedItem = { title: string; summary: string; url: string | null; publishedAt: Date | null };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Entity expansion is where XML bombs live; feeds need the five predefined entities only.
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => name === 'item' || name === 'entry',
});

const textOf = (v: unknown): string => {
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (v && typeof v === 'object' && '#text' in v) return String((v as { '#text': unknown })['#text']);
  return '';
};
const clean = (html: string, max: number) => plainText(html).replace(/\s+/g, ' ').trim().slice(0, max);
const dateOf = (v: unknown): Date | null => {
  const d = new Date(textOf(v));
  return Number.isNaN(d.getTime()) ? null : d;
};

/** A field of a parsed XML node, whatever the node turned out to be. */
const get = (node: unknown, key: string): unknown =>
  node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

export function parseFeed(xml: string): FetchedItem[] {
  const doc = parser.parse(xml) as unknown;
  const rss = get(doc, 'rss');
  const rdf = get(doc, 'rdf:RDF');
  const feed = get(doc, 'feed');
  if (!rss && !feed && !rdf) throw new Error('不是 RSS 或 Atom 订阅源');
  const rssItems = list(get(get(rss, 'channel'), 'item') ?? get(rdf, 'item'));
  const fromRss = rssItems.map((i) => ({
    title: clean(textOf(get(i, 'title')), 200),
    summary: clean(textOf(get(i, 'description') ?? get(i, 'content:encoded')), 5000),
    url: textOf(get(i, 'link')) || null,
    publishedAt: dateOf(get(i, 'pubDate') ?? get(i, 'dc:date')),
  }));
  const fromAtom = list(get(feed, 'entry')).map((e) => {
    const links = list(get(e, 'link'));
    const alternate = links.find((l) => !get(l, '@rel') || get(l, '@rel') === 'alternate');
    return {
      title: clean(textOf(get(e, 'title')), 200),
      summary: clean(textOf(get(e, 'summary') ?? get(e, 'content')), 5000),
      url: textOf(get(alternate, '@href')) || null,
      publishedAt: dateOf(get(e, 'published') ?? get(e, 'updated')),
    };
  });
  return [...fromRss, ...fromAtom].filter((i) => i.title !== '');
}

export function parsePage(html: string, url: string): FetchedItem[] {
  const title = clean(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '', 200);
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  const text = clean(body.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ''), 5000);
  return title || text ? [{ title: title || text.slice(0, 60), summary: text, url, publishedAt: null }] : [];
}
