// Seeds the demo knowledge graph once (its own marker row, so an administrator's deletions stay
// deleted): the nodes of demo-knowledge-nodes.ts joined by the relations below.
import { randomUUID } from 'node:crypto';
import type { KnowledgeRelationLabel } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { knowledgeNodes, knowledgeRelations, siteSettings } from '../../../db/schema/index.ts';
import { DEMO_KNOWLEDGE_NODES } from './demo-knowledge-nodes.ts';

const MARKER = 'seed.demo.knowledge';

type Triple = readonly [from: string, label: KnowledgeRelationLabel, to: string];

const STAGE_ORDER = [
  'stage-reserve',
  'stage-reform',
  'stage-tutoring',
  'stage-filing',
  'stage-review',
  'stage-registration',
  'stage-listing',
];
const BOARDS = ['sse-main', 'szse-main', 'chinext', 'star', 'bse'];
const GENERAL_CONDITIONS = ['req-subject', 'req-accounting', 'req-independence', 'req-compliance'];

export const DEMO_KNOWLEDGE_RELATIONS: readonly Triple[] = [
  // The stages follow each other, and the process holds them all.
  ...STAGE_ORDER.slice(1).map((to, i): Triple => [STAGE_ORDER[i]!, 'PRECEDES', to]),
  ...STAGE_ORDER.map((stage): Triple => ['concept-process', 'CONTAINS', stage]),
  // Each board lists under its exchange's rules and its own financial standards.
  ['sse-main', 'BASED_ON', 'law-sse-rules'],
  ['szse-main', 'BASED_ON', 'law-szse-rules'],
  ['chinext', 'BASED_ON', 'law-chinext-rules'],
  ['star', 'BASED_ON', 'law-star-rules'],
  ['bse', 'BASED_ON', 'law-bse-rules'],
  ['req-main', 'APPLIES_TO', 'sse-main'],
  ['req-main', 'APPLIES_TO', 'szse-main'],
  ['req-chinext', 'APPLIES_TO', 'chinext'],
  ['req-star', 'APPLIES_TO', 'star'],
  ['req-bse', 'APPLIES_TO', 'bse'],
  ['req-main', 'BASED_ON', 'law-sse-rules'],
  ['req-main', 'BASED_ON', 'law-szse-rules'],
  ['req-chinext', 'BASED_ON', 'law-chinext-rules'],
  ['req-star', 'BASED_ON', 'law-star-rules'],
  ['req-bse', 'BASED_ON', 'law-bse-rules'],
  // The issuance conditions of the registration measures apply to the boards under the CSRC's measures.
  ...GENERAL_CONDITIONS.map((req): Triple => ['law-ipo-measures', 'CONTAINS', req]),
  ...GENERAL_CONDITIONS.flatMap((req) =>
    BOARDS.filter((b) => b !== 'bse').map((board): Triple => [req, 'APPLIES_TO', board]),
  ),
  ['law-ipo-measures', 'BASED_ON', 'law-securities'],
  ['req-subject', 'RELATED', 'stage-reform'],
  // What each stage rests on.
  ['stage-reform', 'BASED_ON', 'law-company'],
  ['stage-tutoring', 'BASED_ON', 'law-tutoring'],
  ['stage-filing', 'BASED_ON', 'law-ipo-measures'],
  ['stage-review', 'BASED_ON', 'law-ipo-measures'],
  ['stage-registration', 'BASED_ON', 'law-securities'],
  ['stage-registration', 'BASED_ON', 'law-ipo-measures'],
  // Concepts.
  ['concept-registration', 'RELATED', 'stage-registration'],
  ['concept-registration', 'BASED_ON', 'law-securities'],
  ['concept-sponsor', 'RELATED', 'stage-tutoring'],
  ['concept-sponsor', 'RELATED', 'stage-filing'],
  ['concept-market-value', 'RELATED', 'req-star'],
  ['concept-market-value', 'RELATED', 'req-main'],
  // Cases.
  ['case-main', 'CASE', 'sse-main'],
  ['case-main', 'RELATED', 'req-independence'],
  ['case-star', 'CASE', 'star'],
  ['case-star', 'RELATED', 'req-star'],
  ['case-bse', 'CASE', 'bse'],
  ['case-chinext', 'CASE', 'chinext'],
  ['case-chinext', 'RELATED', 'stage-review'],
];

export async function seedDemoKnowledge(db: Database, now: Date): Promise<boolean> {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, MARKER));
  if (marker) return false;
  await db.transaction(async (tx) => {
    const ids = new Map(DEMO_KNOWLEDGE_NODES.map((n) => [n.key, randomUUID()]));
    // Order follows the list within each type, so the admin list reads as written.
    const seen = new Map<string, number>();
    await tx.insert(knowledgeNodes).values(
      DEMO_KNOWLEDGE_NODES.map(({ key, ...node }) => {
        const order = (seen.get(node.type) ?? 0) + 1;
        seen.set(node.type, order);
        return { id: ids.get(key)!, ...node, sortOrder: order * 10, createdAt: now, updatedAt: now };
      }),
    );
    await tx.insert(knowledgeRelations).values(
      DEMO_KNOWLEDGE_RELATIONS.map(([from, label, to]) => ({
        fromId: ids.get(from)!,
        toId: ids.get(to)!,
        label,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await tx.insert(siteSettings).values({ key: MARKER, value: now.toISOString(), updatedAt: now });
  });
  return true;
}
