// Demo enterprise and institution records for the demo organisations, each with one approved
// profile version, so that profiles, lists, the directory and history have something to show.
// A marker of its own lets a database seeded before this feature receive them too.
import {
  type EnterpriseProfileInput,
  enterpriseProfile,
  type InstitutionProfileInput,
  institutionGroupOf,
  institutionProfile,
} from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  enterprises,
  institutions,
  orgs,
  profileVersions,
  siteSettings,
  users,
} from '../../../db/schema/index.ts';
import { demoEnterpriseProfiles, demoInstitutionProfiles } from './demo-enterprise-data.ts';

const MARKER = 'seed.demo.enterprises';

type OrgRow = typeof orgs.$inferSelect;

async function demoOrgsByAccount(db: Database, accounts: readonly string[]) {
  const rows = await db
    .select({ account: users.account, userId: users.id, org: orgs })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(inArray(users.account, [...accounts]));
  return new Map(rows.map((r) => [r.account, r]));
}

async function approvedVersion(
  tx: Database,
  subject: { type: 'enterprise' | 'institution'; id: string },
  data: Record<string, unknown>,
  by: { userId: string; orgId: string } | undefined,
  now: Date,
) {
  const [row] = await tx
    .insert(profileVersions)
    .values({
      subjectType: subject.type,
      subjectId: subject.id,
      number: 1,
      status: 'APPROVED',
      data,
      createdAt: now,
      updatedAt: now,
      submittedAt: now,
      decidedAt: now,
      decidedBy: by?.userId ?? null,
      decidedByOrg: by?.orgId ?? null,
    })
    .returning({ id: profileVersions.id });
  return row!.id;
}

export async function seedDemoEnterprises(db: Database, now: Date): Promise<boolean> {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, MARKER));
  if (marker) return false;
  const accounts = [
    'ent-gold',
    'ent-normal',
    'ent-na',
    'broker',
    'lawfirm',
    'accountant',
    'investor',
    'bank',
  ];
  const found = await demoOrgsByAccount(db, [...accounts, 'county', 'city']);
  // Without the demo organisations (an administrator removed them) there is nothing to attach to.
  if (!accounts.every((a) => found.has(a))) return false;
  const reviewer = (org: OrgRow) => {
    const office = org.regionCode === found.get('county')!.org.regionCode ? 'county' : 'city';
    const r = found.get(office)!;
    return { userId: r.userId, orgId: r.org.id };
  };
  await db.transaction(async (tx) => {
    const institutionIds = new Map<string, string>();
    for (const [account, make] of Object.entries(demoInstitutionProfiles)) {
      const { org } = found.get(account)!;
      const data = institutionProfile.parse(make(org) satisfies InstitutionProfileInput);
      const [row] = await tx
        .insert(institutions)
        .values({
          orgId: org.id,
          type: org.type,
          group: institutionGroupOf(org.type)!,
          name: data.basic.name,
          creditCode: data.basic.creditCode,
          regionCode: data.basic.regionCode,
          introduction: data.basic.introduction,
          services: data.basic.services,
          preferredIndustries: data.specific.preferredIndustries ?? [],
          preferredStages: data.specific.preferredStages ?? [],
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: institutions.id });
      const versionId = await approvedVersion(
        tx,
        { type: 'institution', id: row!.id },
        data,
        reviewer(org),
        now,
      );
      await tx.update(institutions).set({ currentVersionId: versionId }).where(eq(institutions.id, row!.id));
      institutionIds.set(account, row!.id);
    }
    const engaged = (account: string) => ({
      id: institutionIds.get(account)!,
      name: found.get(account)!.org.name,
    });
    for (const [account, make] of Object.entries(demoEnterpriseProfiles)) {
      const { org } = found.get(account)!;
      const data = enterpriseProfile.parse(make(org, engaged) satisfies EnterpriseProfileInput);
      const [row] = await tx
        .insert(enterprises)
        .values({
          orgId: org.id,
          name: data.basic.name,
          creditCode: data.basic.creditCode,
          regionCode: data.basic.regionCode,
          industryCodePath: data.basic.industryCodePath,
          strategicIndustryCode: data.basic.strategicIndustryCode ?? null,
          stage: data.listingPlan.stage,
          targetBoard: data.listingPlan.targetBoard ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: enterprises.id });
      const versionId = await approvedVersion(
        tx,
        { type: 'enterprise', id: row!.id },
        data,
        reviewer(org),
        now,
      );
      await tx.update(enterprises).set({ currentVersionId: versionId }).where(eq(enterprises.id, row!.id));
    }
    await tx.insert(siteSettings).values({ key: MARKER, value: now.toISOString(), updatedAt: now });
  });
  return true;
}
