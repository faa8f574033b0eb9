// Rows to API shapes, on purpose: nothing leaves that the contract does not name. Bodies are
// sanitised again on the way out (DESIGN §9: on input and on output).
import type {
  ArticleAdmin,
  ArticleAdminItem,
  ArticleCard,
  ArticleDetail,
  ArticleDisplayState,
  ArticleHit,
} from '@portal/contract';
import { renderBody } from './article.html.ts';
import type { AdminRow, ArticleRow } from './article.repository.ts';

export function displayStateOf(row: ArticleRow, now: Date): ArticleDisplayState {
  if (row.state === 'PUBLISHED' && row.publishAt && row.publishAt > now) return 'SCHEDULED';
  return row.state;
}

export function toCard(row: ArticleRow): ArticleCard {
  return {
    articleId: row.id,
    category: row.category,
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    source: row.source,
    author: row.author,
    // Visible rows always have one; the fallback only keeps the type honest.
    publishAt: (row.publishAt ?? row.createdAt).toISOString(),
    pinned: row.pinned,
    viewCount: row.viewCount,
  };
}

export function toDetail(row: ArticleRow): ArticleDetail {
  return { ...toCard(row), body: renderBody(row.bodyHtml), attachments: row.attachments };
}

const SNIPPET_BEFORE = 30;
const SNIPPET_LENGTH = 120;

/** The text around the first match of the keyword, else the summary. */
export function snippetOf(row: ArticleRow, keyword: string): string {
  const at = row.bodyText.toLowerCase().indexOf(keyword.toLowerCase());
  if (at < 0) return row.summary || row.bodyText.slice(0, SNIPPET_LENGTH);
  const start = Math.max(0, at - SNIPPET_BEFORE);
  const piece = row.bodyText.slice(start, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${piece}${start + SNIPPET_LENGTH < row.bodyText.length ? '…' : ''}`;
}

export const toHit = (row: ArticleRow, keyword: string): ArticleHit => ({
  ...toCard(row),
  snippet: snippetOf(row, keyword),
});

export function toAdminItem(row: AdminRow, now: Date): ArticleAdminItem {
  return {
    articleId: row.id,
    category: row.category,
    title: row.title,
    state: row.state,
    displayState: displayStateOf(row, now),
    publishAt: row.publishAt?.toISOString() ?? null,
    pinned: row.pinned,
    order: row.sortOrder,
    viewCount: row.viewCount,
    version: row.version,
    author: row.author,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByAccount,
  };
}

export function toAdmin(row: AdminRow, now: Date): ArticleAdmin {
  return {
    ...toAdminItem(row, now),
    summary: row.summary,
    coverUrl: row.coverUrl,
    body: renderBody(row.bodyHtml),
    attachments: row.attachments,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}
