// The law library: everyone signed in searches and reads; administrators write. A document's
// articles and search vectors are rebuilt from its text on every write, in the write's transaction.
import type { Page } from '@portal/contract';
import type {
  LawArticleHit,
  LawDocumentDetail,
  LawDocumentSummary,
  lawDocumentInput,
  lawSearchQuery,
} from '@portal/contract/law';
import type { z } from 'zod';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { type ChineseQuery, markText, parseQuery, snippetOf } from '../../platform/search/chinese.ts';
import { parseArticles } from './law.articles.ts';
import { relatedContent } from './law.related.ts';
import * as repo from './law.repository.ts';

const MISSING = '法规不存在或已删除';
const STALE = '该法规已被他人修改，请刷新后再编辑';
const HITS_PER_DOCUMENT = 3;

export type LawInput = z.output<typeof lawDocumentInput>;

export const valuesOf = (input: LawInput): repo.LawDocumentValues => ({
  title: input.title,
  issuer: input.issuer,
  docNumber: input.docNumber || null,
  level: input.level,
  category: input.category,
  publishedOn: input.publishedOn,
  effectiveOn: input.effectiveOn ?? null,
  validity: input.validity,
  body: input.body.replace(/\r\n?/g, '\n').trim(),
  sourceName: input.sourceName,
  sourceUrl: input.sourceUrl || null,
  revisesId: input.revisesId ?? null,
});

function summaryOf(row: repo.LawDocumentRow, hits: LawArticleHit[]): LawDocumentSummary {
  return {
    documentId: row.id,
    title: row.title,
    issuer: row.issuer,
    docNumber: row.docNumber,
    level: row.level,
    category: row.category,
    publishedOn: row.publishedOn,
    effectiveOn: row.effectiveOn,
    validity: row.validity,
    articleCount: row.articleCount,
    hits,
  };
}

/** A one- or two-letter query, or only punctuation, is refused rather than answered with everything. */
function queryOf(q: string | undefined): ChineseQuery | null {
  if (!q) return null;
  const parsed = parseQuery(q);
  if (!parsed) throw new ValidationError([{ path: 'q', message: '检索词至少 2 个字' }]);
  return parsed;
}

export function createLawLibrary(deps: { db: Database; clock: Clock; audit: Audit }) {
  const { db, clock, audit } = deps;

  const record = (tx: Database, actor: Caller, action: string, row: { id: string; title: string }) =>
    audit.by(
      actor,
      { action, objectType: 'law_document', objectId: row.id, detail: { title: row.title } },
      tx,
    );

  /** The version named as revised must exist, and a document cannot revise itself or a later one of its own line. */
  async function checkRevises(tx: Database, values: repo.LawDocumentValues, selfId?: string) {
    if (!values.revisesId) return;
    const bad = () => new ValidationError([{ path: 'revisesId', message: '所修订的法规不存在' }]);
    if (values.revisesId === selfId) throw bad();
    for (let id: string | null = values.revisesId, hops = 0; id && hops < 50; hops++) {
      const row = await repo.findDocument(tx, id);
      if (!row) throw bad();
      if (row.revisesId === selfId && selfId) throw bad();
      id = row.revisesId;
    }
  }

  async function detail(id: string, q?: string): Promise<LawDocumentDetail> {
    const query = queryOf(q);
    const row = await repo.findDocument(db, id);
    if (!row) throw new NotFoundError(MISSING);
    const [articles, later, earlier, related] = await Promise.all([
      repo.articlesOf(db, id, query?.tsquery ?? null),
      repo.revisedBy(db, id),
      repo.linkedDocuments(db, row.revisesId ? [row.revisesId] : []),
      relatedContent(db, row.title),
    ]);
    const marks = query?.marks ?? [];
    const link = (d: { id: string; title: string; publishedOn: string }) => ({
      documentId: d.id,
      title: d.title,
      publishedOn: d.publishedOn,
    });
    return {
      ...summaryOf(row, []),
      sourceName: row.sourceName,
      sourceUrl: row.sourceUrl,
      revises: earlier[0] ? link(earlier[0]) : null,
      revisedBy: later.map(link),
      preamble: parseArticles(row.body).preamble,
      articles: articles.map((a) => ({
        articleId: a.id,
        seq: a.seq,
        label: a.label,
        chapter: a.chapter,
        hit: Boolean(a.hit),
        fragments: a.hit ? markText(a.body, marks) : [{ text: a.body, hit: false }],
      })),
      related,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function write(values: repo.LawDocumentValues, actor: Caller, id?: string, version?: number) {
    const articles = parseArticles(values.body).articles;
    return db.transaction(async (tx) => {
      await checkRevises(tx, values, id);
      if (id === undefined) {
        const row = await repo.insertDocument(tx, values, articles, { actorId: actor.user.id, now: clock() });
        await record(tx, actor, 'law.created', row);
        return row;
      }
      const row = await repo.updateDocument(tx, id, values, articles, {
        actorId: actor.user.id,
        now: clock(),
        version: version!,
      });
      if (!row)
        throw (await repo.findDocument(tx, id)) ? new ConflictError(STALE) : new NotFoundError(MISSING);
      await record(tx, actor, 'law.updated', row);
      return row;
    });
  }

  return {
    async search(query: z.output<typeof lawSearchQuery>): Promise<Page<LawDocumentSummary>> {
      const parsed = queryOf(query.q);
      const tsquery = parsed?.tsquery ?? null;
      const { total, items } = await repo.searchDocuments(db, query, tsquery, query.size, offsetOf(query));
      const hits = new Map<string, LawArticleHit[]>();
      if (parsed) {
        for (const a of await repo.matchingArticles(
          db,
          items.map((d) => d.id),
          parsed.tsquery,
        )) {
          const list = hits.get(a.documentId) ?? [];
          if (list.length >= HITS_PER_DOCUMENT) continue;
          list.push({
            articleId: a.id,
            label: a.label,
            fragments: snippetOf(markText(a.body, parsed.marks)),
          });
          hits.set(a.documentId, list);
        }
      }
      return toPage(
        items.map((row) => summaryOf(row, hits.get(row.id) ?? [])),
        total,
        query,
      );
    },

    issuers: () => repo.issuerCounts(db),

    detail,

    async create(input: LawInput, actor: Caller) {
      const row = await write(valuesOf(input), actor);
      return detail(row.id);
    },

    async update(id: string, input: LawInput & { version: number }, actor: Caller) {
      await write(valuesOf(input), actor, id, input.version);
      return detail(id);
    },

    async remove(id: string, actor: Caller): Promise<{ documentId: string }> {
      return db.transaction(async (tx) => {
        if ((await repo.revisedBy(tx, id)).length > 0)
          throw new ConflictError('该法规已有修订后的版本，请先删除或改挂修订版本');
        const row = await repo.deleteDocument(tx, id);
        if (!row) throw new NotFoundError(MISSING);
        await record(tx, actor, 'law.deleted', row);
        return { documentId: id };
      });
    },

    /** A batch from files, checked whole first: one bad file stores nothing. */
    async importBatch(documents: readonly repo.LawDocumentValues[], actor: Caller) {
      return db.transaction(async (tx) => {
        const ids: string[] = [];
        for (const values of documents) {
          const articles = parseArticles(values.body).articles;
          const row = await repo.insertDocument(tx, values, articles, {
            actorId: actor.user.id,
            now: clock(),
          });
          ids.push(row.id);
        }
        await audit.by(
          actor,
          {
            action: 'law.imported',
            objectType: 'law_document',
            objectId: ids[0] ?? null,
            detail: { count: ids.length },
          },
          tx,
        );
        return { imported: ids.length, documentIds: ids };
      });
    },
  };
}
