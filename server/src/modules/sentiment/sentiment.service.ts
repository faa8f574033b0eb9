// Sentiment monitoring: items come in (a source's fetch, an office's entry, a workbook), each is
// scored by the lexicon, folded into an earlier copy of the same story, and matched to the
// enterprises it names; a negative one notifies each named enterprise's financial office. Offices
// read the items about their region.
import type { Page } from '@portal/contract';
import type {
  SentimentIngestResult,
  SentimentItem,
  SentimentLexicon,
  SentimentSource,
  SentimentTrend,
  SentimentWordKind,
  sentimentSourceInput,
} from '@portal/contract/sentiment';
import { SENTIMENT_WORD_KINDS } from '@portal/contract/sentiment';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import type { Caller } from '../../platform/access/caller.ts';
import { withGreenChannel } from '../../platform/access/green-channel.ts';
import { scopeOf } from '../../platform/access/region-scope.ts';
import type { AppContext } from '../../platform/context.ts';
import { conversionsOf } from '../../platform/conversions/conversions.ts';
import { CaptureError, captureRemote } from '../../platform/fetch/remote-capture.ts';
import { ConflictError, NotFoundError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { responsibleOffice } from '../../platform/workflow/index.ts';
import { createClassifier } from './sentiment.classifier.ts';
import { type FetchedItem, parseFeed, parsePage } from './sentiment.feed.ts';
import { createMatcher, type Matcher, placePrefixes } from './sentiment.matcher.ts';
import * as repo from './sentiment.repository.ts';

const FETCH_TIMEOUT_MS = 15_000;
const FETCH_MAX_BYTES = 2 * 1024 * 1024;
const BACK_OFF_MAX_MINUTES = 24 * 60;
const SOURCE_MISSING = '舆情来源不存在或已删除';
const FETCH_MESSAGES: Record<CaptureError['failure'], string> = {
  scheme: '只能抓取 http 或 https 地址',
  forbidden: '不允许抓取内网、本机或保留地址',
  timeout: '抓取超时',
  tooLarge: '内容超过 2 MB',
  status: '来源未返回内容',
  network: '无法连接来源',
};

/** Punctuation and spaces out: 「某某公司：收到警示函」 and 某某公司收到警示函 are one story. */
export const fingerprintOf = (title: string) => title.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

export type Incoming = FetchedItem & { sourceId?: string | null; sourceName: string };

/** What sentiment needs of the app (the demo seed builds it from a database alone). */
export type SentimentDeps = Pick<AppContext, 'db' | 'clock' | 'audit' | 'notices' | 'remoteCapture'>;

export function createSentiment(ctx: SentimentDeps) {
  const { db, clock, audit, notices } = ctx;
  let cached: { stamp: string; matcher: Matcher; regions: Map<string, string> } | null = null;

  /** The matcher over every enterprise, rebuilt only when an enterprise was added or changed. */
  async function matcher() {
    const stamp = await repo.enterprisesStamp(db);
    if (cached?.stamp === stamp) return cached;
    const rows = await repo.matchEntries(db);
    const places = placePrefixes(await repo.regionNames(db));
    cached = {
      stamp,
      matcher: createMatcher(
        rows.map((r) => ({ enterpriseId: r.id, names: [r.name], creditCode: r.creditCode })),
        places,
      ),
      regions: new Map(rows.map((r) => [r.id, r.regionCode])),
    };
    return cached;
  }

  async function lexicon(): Promise<SentimentLexicon> {
    const out: SentimentLexicon = { POSITIVE: [], NEGATIVE: [], NEGATOR: [] };
    for (const row of await repo.lexiconRows(db)) out[row.kind].push(row.word);
    return out;
  }

  /** Each named enterprise's office hears of a negative item once per ingest. */
  async function notifyOffices(
    negative: { itemId: string; title: string; enterpriseIds: string[] }[],
    regions: Map<string, string>,
    tx: typeof db,
  ) {
    const perOffice = new Map<string, string[]>();
    // One lookup per region, not per enterprise and item: a batch names the same places again.
    const officeOf = new Map<string, Awaited<ReturnType<typeof responsibleOffice>>>();
    for (const item of negative) {
      for (const id of item.enterpriseIds) {
        const region = regions.get(id) ?? '';
        if (!officeOf.has(region)) officeOf.set(region, await responsibleOffice(tx, region || null));
        const office = officeOf.get(region);
        if (!office) continue;
        const titles = perOffice.get(office.id) ?? [];
        if (!titles.includes(item.title)) titles.push(item.title);
        perOffice.set(office.id, titles);
      }
    }
    for (const [officeId, titles] of perOffice) {
      const people = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.orgId, officeId), inArray(users.status, ['ACTIVE', 'PENDING'])));
      await notices.send(
        people.map((p) => p.id),
        {
          title: `负面舆情 ${titles.length} 条`,
          content: titles.slice(0, 5).join('；') + (titles.length > 5 ? '…' : ''),
          category: 'sentiment',
          link: '/widget/sentiment?polarity=NEGATIVE',
        },
        tx,
      );
    }
    return perOffice.size;
  }

  /** Scores, folds, matches and stores a batch; one transaction. */
  async function ingest(incoming: readonly Incoming[], actor: Caller | null): Promise<SentimentIngestResult> {
    const classify = createClassifier(await lexicon());
    const { matcher: match, regions } = await matcher();
    const now = clock();
    // Copies inside the batch fold into its first item; copies of stored stories count on those.
    const batch = new Map<string, Incoming & { copies: number }>();
    for (const item of incoming) {
      const fp = fingerprintOf(item.title);
      if (!fp) continue;
      const seen = batch.get(fp);
      if (seen) seen.copies++;
      else batch.set(fp, { ...item, copies: 0 });
    }
    return db.transaction(async (tx) => {
      const stored = new Map(
        (await repo.findByFingerprints(tx, [...batch.keys()])).map((r) => [r.fingerprint, r.id]),
      );
      const folded = new Map<string, number>();
      const fresh: [string, Incoming & { copies: number }][] = [];
      for (const [fp, item] of batch) {
        const id = stored.get(fp);
        if (id) folded.set(id, (folded.get(id) ?? 0) + 1 + item.copies);
        else fresh.push([fp, item]);
      }
      await repo.countDuplicates(tx, folded);
      const scored = fresh.map(([fp, item]) => {
        const text = `${item.title}\n${item.summary}`;
        return { fp, item, verdict: classify(text), enterpriseIds: match.match(text) };
      });
      const ids = new Map(
        (
          await repo.insertItems(
            tx,
            scored.map(({ fp, item, verdict }) => ({
              sourceId: item.sourceId ?? null,
              sourceName: item.sourceName,
              title: item.title,
              summary: item.summary,
              url: item.url,
              publishedAt: item.publishedAt ?? now,
              fingerprint: fp,
              duplicates: item.copies,
              polarity: verdict.polarity,
              score: verdict.score,
              words: verdict.words,
              createdAt: now,
              createdBy: actor?.user.id ?? null,
            })),
          )
        ).map((r) => [r.fingerprint, r.id]),
      );
      await repo.insertLinks(
        tx,
        scored.flatMap(({ fp, item, verdict, enterpriseIds }) =>
          enterpriseIds.map((enterpriseId) => ({
            itemId: ids.get(fp)!,
            enterpriseId,
            regionCode: regions.get(enterpriseId)!,
            publishedAt: item.publishedAt ?? now,
            polarity: verdict.polarity,
          })),
        ),
      );
      const negative = scored
        .filter((s) => s.verdict.polarity === 'NEGATIVE' && s.enterpriseIds.length > 0)
        .map((s) => ({ itemId: ids.get(s.fp)!, title: s.item.title, enterpriseIds: s.enterpriseIds }));
      const negativeNotices = await notifyOffices(negative, regions, tx);
      const duplicates = incoming.length - fresh.length;
      if (actor)
        await audit.by(
          actor,
          {
            action: 'sentiment.ingested',
            objectType: 'sentiment_item',
            detail: { added: fresh.length, duplicates },
          },
          tx,
        );
      return {
        added: fresh.length,
        duplicates,
        matched: scored.filter((s) => s.enterpriseIds.length > 0).length,
        negativeNotices,
      };
    });
  }

  function sourceOf(row: repo.SourceRow, itemCount: number): SentimentSource {
    return {
      sourceId: row.id,
      name: row.name,
      kind: row.kind,
      url: row.url,
      enabled: row.enabled,
      intervalMinutes: row.intervalMinutes,
      lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
      nextFetchAt: row.nextFetchAt?.toISOString() ?? null,
      failures: row.failures,
      lastError: row.lastError,
      itemCount,
      version: row.version,
    };
  }

  /** One source's fetch; a failure is recorded and backs the next try off, never thrown. */
  async function fetchSource(source: repo.SourceRow, actor: Caller | null): Promise<SentimentIngestResult> {
    const now = clock();
    try {
      const { body, url } = await captureRemote(source.url, {
        timeoutMs: FETCH_TIMEOUT_MS,
        maxBytes: FETCH_MAX_BYTES,
        allowLoopback: ctx.remoteCapture?.allowLoopback ?? false,
        accept:
          source.kind === 'FEED'
            ? 'application/rss+xml, application/atom+xml, application/xml, text/xml'
            : 'text/html',
      });
      const text = body.toString('utf8');
      const items = source.kind === 'FEED' ? parseFeed(text) : parsePage(text, url.toString());
      const result = await ingest(
        items.map((i) => ({ ...i, sourceId: source.id, sourceName: source.name })),
        actor,
      );
      await repo.recordFetch(db, source.id, {
        lastFetchedAt: now,
        nextFetchAt: new Date(now.getTime() + source.intervalMinutes * 60_000),
        failures: 0,
        lastError: null,
      });
      return result;
    } catch (error) {
      const message =
        error instanceof CaptureError ? FETCH_MESSAGES[error.failure] : (error as Error).message;
      const failures = source.failures + 1;
      const wait = Math.min(source.intervalMinutes * 2 ** failures, BACK_OFF_MAX_MINUTES);
      await repo.recordFetch(db, source.id, {
        lastFetchedAt: now,
        nextFetchAt: new Date(now.getTime() + wait * 60_000),
        failures,
        lastError: message.slice(0, 200),
      });
      return { added: 0, duplicates: 0, matched: 0, negativeNotices: 0 };
    }
  }

  return {
    ingest,

    async list(
      caller: Caller,
      query: repo.ItemFilter & { page: number; size: number },
    ): Promise<Page<SentimentItem>> {
      const scope = scopeOf(caller.user);
      const { total, rows } = await repo.listItems(db, scope, query, query.size, offsetOf(query));
      const named = await repo.enterprisesOf(
        db,
        rows.map((r) => r.id),
        scope,
      );
      // Offices see what was already converted, and which enterprises could take a problem.
      const office = caller.org.type === 'FINANCIAL';
      const green = office
        ? await withGreenChannel(
            db,
            named.map((n) => n.orgId),
          )
        : new Set<string>();
      const converted = office
        ? await conversionsOf(
            db,
            'sentiment',
            rows.map((r) => r.id),
          )
        : new Map();
      return toPage(
        rows.map((r) => ({
          itemId: r.id,
          title: r.title,
          summary: r.summary,
          url: r.url,
          sourceName: r.sourceName,
          publishedAt: r.publishedAt.toISOString(),
          polarity: r.polarity,
          score: r.score,
          words: r.words,
          duplicates: r.duplicates,
          enterprises: named
            .filter((n) => n.itemId === r.id)
            .map(({ itemId: _, ...e }) => ({ ...e, greenChannel: green.has(e.orgId) })),
          conversions: converted.get(r.id) ?? [],
        })),
        total,
        query,
      );
    },

    async trend(caller: Caller, query: repo.ItemFilter): Promise<SentimentTrend> {
      const days = new Map<string, SentimentTrend[number]>();
      for (const row of await repo.trend(db, scopeOf(caller.user), query)) {
        const day = days.get(row.day) ?? { day: row.day, POSITIVE: 0, NEUTRAL: 0, NEGATIVE: 0 };
        day[row.polarity] = row.n;
        days.set(row.day, day);
      }
      return [...days.values()];
    },

    exportBatches: (caller: Caller, query: repo.ItemFilter) =>
      repo.itemBatches(db, scopeOf(caller.user), query),
    enterprisesOf: (caller: Caller, ids: string[]) => repo.enterprisesOf(db, ids, scopeOf(caller.user)),

    async sources(): Promise<SentimentSource[]> {
      return (await repo.listSources(db)).map((r) => sourceOf(r.source, r.itemCount));
    },

    async addSource(input: z.output<typeof sentimentSourceInput>, actor: Caller) {
      return db.transaction(async (tx) => {
        const now = clock();
        const row = await repo.insertSource(tx, {
          ...input,
          createdAt: now,
          updatedAt: now,
          nextFetchAt: now,
        });
        await audit.by(
          actor,
          {
            action: 'sentiment.sourceAdded',
            objectType: 'sentiment_source',
            objectId: row.id,
            detail: { name: row.name, url: row.url },
          },
          tx,
        );
        return sourceOf(row, 0);
      });
    },

    async updateSource(
      id: string,
      input: z.output<typeof sentimentSourceInput> & { version: number },
      actor: Caller,
    ) {
      return db.transaction(async (tx) => {
        const { version, ...values } = input;
        const row = await repo.updateSource(tx, id, version, {
          ...values,
          updatedAt: clock(),
          failures: 0,
          lastError: null,
        });
        if (!row)
          throw (await repo.findSource(tx, id))
            ? new ConflictError('该来源已被他人修改，请刷新后再编辑')
            : new NotFoundError(SOURCE_MISSING);
        await audit.by(
          actor,
          {
            action: 'sentiment.sourceChanged',
            objectType: 'sentiment_source',
            objectId: id,
            detail: { name: row.name, url: row.url, enabled: row.enabled },
          },
          tx,
        );
        return sourceOf(row, 0);
      });
    },

    async deleteSource(id: string, actor: Caller) {
      return db.transaction(async (tx) => {
        const row = await repo.deleteSource(tx, id);
        if (!row) throw new NotFoundError(SOURCE_MISSING);
        await audit.by(
          actor,
          {
            action: 'sentiment.sourceDeleted',
            objectType: 'sentiment_source',
            objectId: id,
            detail: { name: row.name },
          },
          tx,
        );
        return { sourceId: id };
      });
    },

    async fetchNow(id: string, actor: Caller) {
      const source = await repo.findSource(db, id);
      if (!source) throw new NotFoundError(SOURCE_MISSING);
      return fetchSource(source, actor);
    },

    /** The job: every enabled source whose time has come, one after another. */
    async fetchDue() {
      for (const source of await repo.dueSources(db, clock())) await fetchSource(source, null);
    },

    lexicon,

    async saveLexicon(input: SentimentLexicon, actor: Caller): Promise<SentimentLexicon> {
      // A word in two lists would count both ways: the later list (negators last) keeps it.
      const words = new Map<string, SentimentWordKind>();
      for (const kind of SENTIMENT_WORD_KINDS) for (const w of input[kind]) words.set(w, kind);
      await db.transaction(async (tx) => {
        await repo.replaceLexicon(
          tx,
          [...words].map(([word, kind]) => ({ word, kind })),
        );
        await audit.by(
          actor,
          {
            action: 'sentiment.lexiconSaved',
            objectType: 'sentiment_lexicon',
            detail: { words: words.size },
          },
          tx,
        );
      });
      return lexicon();
    },
  };
}
