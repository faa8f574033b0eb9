// The article body's HTML: the platform's rich-text allow-list on write and again on read
// (DESIGN §9), its plain text for the search, and the stored files an article shows.
import {
  plainText,
  referencedFileIds,
  renderRichText,
  sanitizeRichText,
} from '../../platform/html/sanitize.ts';

export const sanitizeBody = sanitizeRichText;
export const renderBody = renderRichText;
export { plainText };

const OWN_FILE = /^\/console\/api\/files\/([0-9a-f-]{36})$/i;

/** Ids of our stored files in the body, the cover and the attachments: published with the article. */
export function articleFileIds(row: {
  bodyHtml: string;
  coverUrl: string | null;
  attachments: { url: string }[];
}): string[] {
  const direct = [row.coverUrl, ...row.attachments.map((a) => a.url)]
    .map((url) => url && OWN_FILE.exec(url)?.[1]?.toLowerCase())
    .filter((id): id is string => Boolean(id));
  return [...new Set([...referencedFileIds(row.bodyHtml), ...direct])];
}
