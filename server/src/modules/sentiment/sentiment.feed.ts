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

export function parseFeed(xml: string): FetchedItem[] {
  const doc = parser.parse(xml) as Record<string, any>;
  const rssItems: any[] = doc?.rss?.channel?.item ?? doc?.['rdf:RDF']?.item ?? [];
  const atomEntries: any[] = doc?.feed?.entry ?? [];
  if (!doc?.rss && !doc?.feed && !doc?.['rdf:RDF']) throw new Error('不是 RSS 或 Atom 订阅源');
  const rss = rssItems.map((i) => ({
    title: clean(textOf(i.title), 200),
    summary: clean(textOf(i.description ?? i['content:encoded']), 5000),
    url: textOf(i.link) || null,
    publishedAt: dateOf(i.pubDate ?? i['dc:date']),
  }));
  const atom = atomEntries.map((e) => {
    const links = ([] as any[]).concat(e.link ?? []);
    const href = links.find((l) => !l['@rel'] || l['@rel'] === 'alternate')?.['@href'] ?? null;
    return {
      title: clean(textOf(e.title), 200),
      summary: clean(textOf(e.summary ?? e.content), 5000),
      url: href,
      publishedAt: dateOf(e.published ?? e.updated),
    };
  });
  return [...rss, ...atom].filter((i) => i.title !== '');
}

export function parsePage(html: string, url: string): FetchedItem[] {
  const title = clean(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '', 200);
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  const text = clean(body.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ''), 5000);
  return title || text ? [{ title: title || text.slice(0, 60), summary: text, url, publishedAt: null }] : [];
}
