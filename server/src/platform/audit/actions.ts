// The audit actions the platform itself writes; modules declare theirs in their manifests
// (auditActions). A name ending in "." declares a family whose members are built at run time
// (workflow.approve, enterprise.draft.saved…). The audit log shows the label beside the name.
export const PLATFORM_AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  'auth.sign-in': '登录',
  'auth.sign-in-failed': '登录失败',
  'auth.account-locked': '账号锁定',
  'workflow.': '流程办理',
  'workflow.start': '发起流程',
  'workflow.overdue-notified': '超期提醒',
};

export type AuditActions = ReturnType<typeof createAuditActions>;

export function createAuditActions() {
  const labels = new Map<string, string>(Object.entries(PLATFORM_AUDIT_ACTIONS));
  return {
    declare(actions: Readonly<Record<string, string>>, by: string): void {
      for (const [name, label] of Object.entries(actions)) {
        const known = labels.get(name);
        if (known !== undefined && known !== label)
          throw new Error(`audit action ${name} is declared twice (${by}: ${label}, before: ${known})`);
        labels.set(name, label);
      }
    },
    /** The label of an action: its own, else its nearest declared family's, else none. */
    labelOf(action: string): string | undefined {
      const own = labels.get(action);
      if (own !== undefined) return own;
      for (let i = action.lastIndexOf('.'); i > 0; i = action.lastIndexOf('.', i - 1)) {
        const family = labels.get(action.slice(0, i + 1));
        if (family !== undefined) return family;
      }
      return undefined;
    },
  };
}
