// What else the portal says about a document: the knowledge-graph nodes and published hot issues
// that name it. Matched by its short title (证券法 for 中华人民共和国证券法, the revision note in
// brackets dropped), so the links follow the content and need no upkeep.
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hotIssues, knowledgeNodes } from '../../db/schema/index.ts';
import { containing } from '../../platform/sql/like.ts';

const RELATED_MAX = 5;

export const shortTitleOf = (title: string): string =>
  title
    .replace(/^中华人民共和国/, '')
    .replace(/（[^（）]*）$/, '')
    .trim();

export async function relatedContent(db: Database, title: string) {
  const short = shortTitleOf(title);
  // A short title of two characters or fewer would match nearly everything.
  if ([...short].length < 3) return { knowledge: [], hotIssues: [] };
  const like = containing(short);
  const [nodes, issues] = await Promise.all([
    db
      .select({ id: knowledgeNodes.id, name: knowledgeNodes.name })
      .from(knowledgeNodes)
      .where(
        and(
          eq(knowledgeNodes.enabled, true),
          or(
            ilike(knowledgeNodes.name, like),
            ilike(knowledgeNodes.summary, like),
            ilike(knowledgeNodes.body, like),
          ),
        ),
      )
      .orderBy(asc(knowledgeNodes.sortOrder), asc(knowledgeNodes.name))
      .limit(RELATED_MAX),
    db
      .select({ id: hotIssues.id, question: hotIssues.question })
      .from(hotIssues)
      .where(
        and(
          eq(hotIssues.published, true),
          or(ilike(hotIssues.question, like), ilike(hotIssues.answer, like)),
        ),
      )
      .orderBy(asc(hotIssues.sortOrder), asc(hotIssues.question))
      .limit(RELATED_MAX),
  ]);
  return {
    knowledge: nodes.map((n) => ({ nodeId: n.id, name: n.name })),
    hotIssues: issues.map((i) => ({ issueId: i.id, question: i.question })),
  };
}
