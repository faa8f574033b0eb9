// The workflow engine's public surface: features import from here only.
export { createWorkflow, type Workflow } from './engine.ts';
export { type Office, responsibleOffice } from './offices.ts';
export * as policies from './policies.ts';
export { defineProcess, type ProcessRegistry } from './registry.ts';
export { findOrg } from './repository.ts';
export { countTodo, overdueAt, type TodoCount, todoOf } from './todo.ts';
export type * from './types.ts';
