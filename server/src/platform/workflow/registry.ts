// Process definitions, and the registry each workflow engine keeps of them: features define their
// processes at module level and name them in their module manifest; buildApp registers them on
// the app's engine. Keys are unique across the portal.
import type { WorkflowAction, WorkflowGroup } from '@portal/contract';
import type { ActionDefinition, ProcessDefinition } from './types.ts';

/** Checks a definition's internal consistency once, at definition time (a typo fails at startup). */
export function defineProcess(def: ProcessDefinition): ProcessDefinition {
  const states = new Set(def.states.map((s) => s.key));
  const fail = (why: string) => {
    throw new Error(`workflow process ${def.key}: ${why}`);
  };
  if (!states.has(def.initial)) fail(`initial state ${def.initial} is not declared`);
  for (const [name, action] of Object.entries(def.actions) as [WorkflowAction, ActionDefinition][]) {
    for (const s of action.from) if (!states.has(s)) fail(`action ${name} starts from unknown state ${s}`);
    if (action.to !== undefined && !states.has(action.to))
      fail(`action ${name} leads to unknown state ${action.to}`);
  }
  return def;
}

export type ProcessRegistry = ReturnType<typeof createProcessRegistry>;

export function createProcessRegistry() {
  const processes = new Map<string, ProcessDefinition>();
  return {
    /** Two different definitions under one key are a mistake: the app does not start. */
    register(def: ProcessDefinition): void {
      const known = processes.get(def.key);
      if (known && known !== def) throw new Error(`workflow process ${def.key} is registered twice`);
      processes.set(def.key, def);
    },
    find(key: string): ProcessDefinition | undefined {
      return processes.get(key);
    },
    list(group?: WorkflowGroup): ProcessDefinition[] {
      const all = [...processes.values()];
      return group ? all.filter((p) => p.group === group) : all;
    },
  };
}

export function stateOf(def: ProcessDefinition, key: string) {
  return def.states.find((s) => s.key === key);
}
