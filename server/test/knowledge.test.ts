import { describe, expect, it } from 'vitest';
import { type AdminCall, MISSING_ID, usePortalMaintenanceApp } from './helpers/portal-maintenance.ts';

const { call, audits, itIsForAdminsOnly } = usePortalMaintenanceApp();
const admin = 'admin';

const BASE = '/console/api/portal/management/knowledge';
const PUBLIC = '/console/api/portal/knowledge';

const node = (name: string, extra: Record<string, unknown> = {}) => ({
  type: 'CONCEPT',
  name,
  summary: `${name}的摘要`,
  body: `<p>${name}</p>`,
  ...extra,
});

async function createNode(name: string, extra: Record<string, unknown> = {}) {
  const answer = await call('POST', `${BASE}/nodes`, admin, node(name, extra));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { nodeId: string; name: string };
}

/** Adds a relation as the administrator, or changes relation `relationId` to this one. */
const relate = (fromId: string, toId: string, label: string, relationId?: string) =>
  relationId
    ? call('PUT', `${BASE}/relations/${relationId}`, admin, { fromId, toId, label })
    : call('POST', `${BASE}/relations`, admin, { fromId, toId, label });

describe('knowledge graph access', () => {
  const adminCalls: AdminCall[] = [
    ['GET', `${BASE}/nodes`],
    ['GET', `${BASE}/nodes/${MISSING_ID}`],
    ['POST', `${BASE}/nodes`, node('访问测试')],
    ['PUT', `${BASE}/nodes/${MISSING_ID}`, node('访问测试', { version: 1 })],
    ['DELETE', `${BASE}/nodes/${MISSING_ID}`],
    ['GET', `${BASE}/relations`],
    ['POST', `${BASE}/relations`, { fromId: MISSING_ID, toId: MISSING_ID, label: 'RELATED' }],
    ['PUT', `${BASE}/relations/${MISSING_ID}`, { fromId: MISSING_ID, toId: MISSING_ID, label: 'RELATED' }],
    ['DELETE', `${BASE}/relations/${MISSING_ID}`],
  ];
  itIsForAdminsOnly(adminCalls, ['city', 'auditor']);

  it('serves the seeded graph to anonymous visitors', async () => {
    const answer = await call('GET', `${PUBLIC}/graph`);
    expect(answer.statusCode).toBe(200);
    const { nodes, relations } = answer.json().data;
    const names = nodes.map((n: { name: string }) => n.name);
    expect(names).toEqual(expect.arrayContaining(['上交所主板', '深交所主板', '创业板', '科创板', '北交所']));
    expect(names).toEqual(expect.arrayContaining(['证券法', '首次公开发行股票注册管理办法', '上市辅导']));
    expect(new Set(nodes.map((n: { type: string }) => n.type))).toEqual(
      new Set(['BOARD', 'STAGE', 'REQUIREMENT', 'LAW', 'CASE', 'CONCEPT']),
    );
    const ids = new Set(nodes.map((n: { nodeId: string }) => n.nodeId));
    expect(relations.length).toBeGreaterThan(40);
    for (const r of relations) expect(ids.has(r.fromId) && ids.has(r.toId)).toBe(true);
    expect(nodes[0]).not.toHaveProperty('body');
  });

  it("serves one node's article with its neighbours; unknown ids are 404, malformed 400", async () => {
    const { nodes } = (await call('GET', `${PUBLIC}/graph`)).json().data;
    const star = nodes.find((n: { name: string }) => n.name === '科创板');
    const article = (await call('GET', `${PUBLIC}/nodes/${star.nodeId}`)).json().data;
    expect(article.body).toContain('科创属性');
    expect(article.summary).toContain('硬科技');
    expect(article.links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          label: 'BASED_ON',
          direction: 'out',
          node: expect.objectContaining({ name: '上海证券交易所科创板股票上市规则' }),
        }),
        expect.objectContaining({
          label: 'APPLIES_TO',
          direction: 'in',
          node: expect.objectContaining({ name: '科创板上市财务标准' }),
        }),
      ]),
    );
    expect((await call('GET', `${PUBLIC}/nodes/${MISSING_ID}`)).statusCode).toBe(404);
    const bad = await call('GET', `${PUBLIC}/nodes/42`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'nodeId' }] });
  });
});

describe('knowledge nodes', () => {
  it('creates a node with sanitised body, audited; a second of the same name is 409', async () => {
    const answer = await call(
      'POST',
      `${BASE}/nodes`,
      admin,
      node('并购重组', { body: '<p onclick="alert(1)">正文<script>alert(1)</script></p>', order: 5 }),
    );
    expect(answer.statusCode).toBe(200);
    const created = answer.json().data;
    expect(created).toMatchObject({
      name: '并购重组',
      type: 'CONCEPT',
      order: 5,
      enabled: true,
      relationCount: 0,
    });
    expect(created.body).toBe('<p>正文</p>');
    expect(await audits('knowledge.node.created', created.nodeId)).toBe(1);
    const twin = await call('POST', `${BASE}/nodes`, admin, node('并购重组'));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().code).toBe('CONFLICT');
  });

  it('refuses bad input with field details', async () => {
    const answer = await call('POST', `${BASE}/nodes`, admin, { type: 'PLANET', name: '', order: -1 });
    expect(answer.statusCode).toBe(400);
    const paths = answer.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['type', 'name', 'order']));
  });

  it('counts the body’s text against the editor’s 10000-character limit, on create and update', async () => {
    const accepted = await createNode('字数上限节点', { body: `<p>${'<u>字</u>'.repeat(10_000)}</p>` });
    const over = node('字数上限节点', { body: `<p>${'字'.repeat(10_001)}</p>` });
    for (const answer of [
      await call('POST', `${BASE}/nodes`, admin, { ...over, name: '字数超限节点' }),
      await call('PUT', `${BASE}/nodes/${accepted.nodeId}`, admin, { ...over, version: 1 }),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'body', message: '正文不能超过 10000 字（当前 10001 字）' }],
      });
    }
  });

  it('lists with type and keyword filters and paging', async () => {
    const boards = (await call('GET', `${BASE}/nodes?type=BOARD&size=2`, admin)).json().data;
    expect(boards).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(boards.items).toHaveLength(2);
    const found = (await call('GET', `${BASE}/nodes?keyword=${encodeURIComponent('科创')}`, admin)).json()
      .data;
    expect(found.items.map((n: { name: string }) => n.name)).toContain('科创板');
    const literal = (await call('GET', `${BASE}/nodes?keyword=${encodeURIComponent('%')}`, admin)).json()
      .data;
    expect(literal.total).toBe(0);
    expect((await call('GET', `${BASE}/nodes?size=101`, admin)).statusCode).toBe(400);
  });

  it('updates a node, audited; disabling hides it and its relations from the public graph', async () => {
    const a = await createNode('测试节点甲');
    const b = await createNode('测试节点乙');
    const rel = await relate(a.nodeId, b.nodeId, 'RELATED');
    expect(rel.statusCode).toBe(200);
    const updated = await call(
      'PUT',
      `${BASE}/nodes/${b.nodeId}`,
      admin,
      node('测试节点乙', { enabled: false, version: 1 }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ enabled: false, relationCount: 1 });
    expect(await audits('knowledge.node.updated', b.nodeId)).toBe(1);
    const { nodes, relations } = (await call('GET', `${PUBLIC}/graph`)).json().data;
    expect(nodes.some((n: { nodeId: string }) => n.nodeId === b.nodeId)).toBe(false);
    expect(relations.some((r: { relationId: string }) => r.relationId === rel.json().data.relationId)).toBe(
      false,
    );
    expect((await call('GET', `${PUBLIC}/nodes/${b.nodeId}`)).statusCode).toBe(404);
    expect((await call('GET', `${PUBLIC}/nodes/${a.nodeId}`)).json().data.links).toEqual([]);
    // Renaming onto another node's name is a conflict; an unknown node is 404.
    const renamed = await call('PUT', `${BASE}/nodes/${b.nodeId}`, admin, node('测试节点甲', { version: 2 }));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('已有同名的知识节点');
    const missing = await call('PUT', `${BASE}/nodes/${MISSING_ID}`, admin, node('不存在', { version: 1 }));
    expect(missing.statusCode).toBe(404);
  });

  it('an edit on a stale version is refused with 409 and changes nothing', async () => {
    const created = (await call('POST', `${BASE}/nodes`, admin, node('版本节点'))).json().data;
    expect(created.version).toBe(1);
    const url = `${BASE}/nodes/${created.nodeId}`;
    const first = await call('PUT', url, admin, node('版本节点（一）', { version: 1 }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ name: '版本节点（一）', version: 2 });
    const stale = await call('PUT', url, admin, node('版本节点（二）', { enabled: false, version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', message: '知识节点已被他人修改，请刷新后再编辑' });
    const now = (await call('GET', url, admin)).json().data;
    expect(now).toMatchObject({ name: '版本节点（一）', enabled: true, version: 2 });
    expect(await audits('knowledge.node.updated', created.nodeId)).toBe(1);
    const current = await call('PUT', url, admin, node('版本节点（三）', { version: 2 }));
    expect(current.json().data).toMatchObject({ name: '版本节点（三）', version: 3 });
    expect(await audits('knowledge.node.updated', created.nodeId)).toBe(2);
    // An edit that names no version is refused outright.
    expect((await call('PUT', url, admin, node('版本节点（四）'))).statusCode).toBe(400);
  });

  it('deletes a node with relations only when told to cascade, audited with the count', async () => {
    const a = await createNode('待删除节点');
    const b = await createNode('保留节点');
    await relate(a.nodeId, b.nodeId, 'CONTAINS');
    await relate(b.nodeId, a.nodeId, 'BASED_ON');
    const refused = await call('DELETE', `${BASE}/nodes/${a.nodeId}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('2 条关系');
    const answer = await call('DELETE', `${BASE}/nodes/${a.nodeId}?cascade=true`, admin);
    expect(answer.json().data).toEqual({ nodeId: a.nodeId, relationsRemoved: 2 });
    expect(await audits('knowledge.node.deleted', a.nodeId)).toBe(1);
    const left = (await call('GET', `${BASE}/relations?nodeId=${b.nodeId}`, admin)).json().data;
    expect(left.total).toBe(0);
    expect((await call('DELETE', `${BASE}/nodes/${a.nodeId}?cascade=true`, admin)).statusCode).toBe(404);
    // Without relations no cascade is needed.
    expect((await call('DELETE', `${BASE}/nodes/${b.nodeId}`, admin)).statusCode).toBe(200);
  });
});

describe('knowledge relations', () => {
  it('creates, lists, changes and deletes a relation, each audited', async () => {
    const a = await createNode('关系起点');
    const b = await createNode('关系终点');
    const created = await relate(a.nodeId, b.nodeId, 'PRECEDES');
    const { relationId } = created.json().data;
    expect(await audits('knowledge.relation.created', relationId)).toBe(1);
    const listed = (await call('GET', `${BASE}/relations?nodeId=${a.nodeId}`, admin)).json().data;
    expect(listed.items).toEqual([
      expect.objectContaining({
        relationId,
        fromName: '关系起点',
        toName: '关系终点',
        label: 'PRECEDES',
        fromType: 'CONCEPT',
      }),
    ]);
    const changed = await relate(a.nodeId, b.nodeId, 'CONTAINS', relationId);
    expect(changed.json().data.label).toBe('CONTAINS');
    expect(await audits('knowledge.relation.updated', relationId)).toBe(1);
    expect((await call('DELETE', `${BASE}/relations/${relationId}`, admin)).statusCode).toBe(200);
    expect(await audits('knowledge.relation.deleted', relationId)).toBe(1);
    expect((await call('DELETE', `${BASE}/relations/${relationId}`, admin)).statusCode).toBe(404);
  });

  it('refuses self-relations (400), unknown ends (400) and duplicate triples (409)', async () => {
    const a = await createNode('重复测试甲');
    const b = await createNode('重复测试乙');
    const self = await relate(a.nodeId, a.nodeId, 'RELATED');
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'toId' }] });
    const unknown = await relate(a.nodeId, MISSING_ID, 'RELATED');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([expect.objectContaining({ path: 'toId' })]);
    const badLabel = await relate(a.nodeId, b.nodeId, 'LOVES');
    expect(badLabel.statusCode).toBe(400);

    const first = await relate(a.nodeId, b.nodeId, 'RELATED');
    expect(first.statusCode).toBe(200);
    const twin = await relate(a.nodeId, b.nodeId, 'RELATED');
    expect(twin.statusCode).toBe(409);
    // RELATED reads both ways, so the reverse is the same relation.
    const reverse = await relate(b.nodeId, a.nodeId, 'RELATED');
    expect(reverse.statusCode).toBe(409);
    // A directed label may run the other way.
    const directed = await relate(b.nodeId, a.nodeId, 'PRECEDES');
    expect(directed.statusCode).toBe(200);
    // Changing a relation into an existing one is a conflict too.
    const onto = await relate(a.nodeId, b.nodeId, 'RELATED', directed.json().data.relationId);
    expect(onto.statusCode).toBe(409);
  });
});
