// Every audit action is declared with its label (a module's manifest or the platform's list), and the
// tests' apps refuse one that is not, so the audit log never shows a name without a meaning.
import { describe, expect, it } from 'vitest';
import { MODULES } from '../src/modules/index.ts';
import { createAuditActions } from '../src/platform/audit/actions.ts';
import { createAudit } from '../src/platform/audit/audit.ts';
import { buildTestApp } from './helpers/app.ts';

describe('audit actions', () => {
  it('are labelled by name or by family', () => {
    const actions = createAuditActions();
    for (const m of MODULES) actions.declare(m.auditActions ?? {}, m.name);
    expect(actions.labelOf('user.created')).toBe('新建用户');
    expect(actions.labelOf('workflow.approve')).toBe('流程办理');
    expect(actions.labelOf('enterprise.draft.saved')).toBe('企业信息草稿');
    expect(actions.labelOf('made.up')).toBeUndefined();
  });

  it('may not be declared twice with different labels', () => {
    const actions = createAuditActions();
    actions.declare({ 'x.done': '甲' }, 'a');
    expect(() => actions.declare({ 'x.done': '乙' }, 'b')).toThrow(/declared twice/);
  });

  it('refuses an undeclared action in a strict app and records it with a warning otherwise', async () => {
    const t = await buildTestApp();
    try {
      const strict = createAudit(t.database.db, t.clock.now, { strict: true });
      const entry = { actor: null, action: 'made.up', objectType: 'x' };
      await expect(strict.record(entry)).rejects.toThrow(/not declared/);
      const warnings: string[] = [];
      const lenient = createAudit(t.database.db, t.clock.now, { warn: (m) => warnings.push(m) });
      await lenient.record(entry);
      expect(warnings).toEqual(['audit action made.up is not declared in any module manifest']);
    } finally {
      await t.close();
    }
  });
});
