// The process registry: features define their processes at module level and register them
// when their route plugin is built. Keys are unique across the portal.
import type { WorkflowAction, WorkflowGroup } from '@portal/contract';
import type { ActionDefinition, ProcessDefinition } from './types.ts';

const processes = new Map<string, ProcessDefinition>();

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

/** Registering the same definition again is harmless (buildApp runs once per test app). */
export function registerProcess(def: ProcessDefinition): void {
  processes.set(def.key, def);
}

export function findProcess(key: string): ProcessDefinition | undefined {
  return processes.get(key);
}

export function listProcesses(group?: WorkflowGroup): ProcessDefinition[] {
  const all = [...processes.values()];
  return group ? all.filter((p) => p.group === group) : all;
}

export function stateOf(def: ProcessDefinition, key: string) {
  return def.states.find((s) => s.key === key);
}
