// The workflow pages' helpers and their translations.
import { WORKFLOW_GROUP_PATHS, WORKFLOW_GROUPS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import zhShell from '../../i18n/zh-CN/shell';
import { groupOfPath, stateColor } from './format';
import en from './i18n/en-US/workflow';
import zh from './i18n/zh-CN/workflow';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('workflow pages', () => {
  it('finds the process group of every /workflow page, and none on the approval list', () => {
    for (const group of WORKFLOW_GROUPS) expect(groupOfPath(WORKFLOW_GROUP_PATHS[group])).toBe(group);
    expect(groupOfPath('/workflow/research/record/process')).toBe('researchRecord');
    expect(groupOfPath('/govt/index/home')).toBeNull();
  });

  it('colours open states as in progress and settled ones by outcome', () => {
    expect(stateColor('pending', true)).toBe('processing');
    expect(stateColor('approved', false)).toBe('success');
    expect(stateColor('withdrawn', false)).toBe('default');
  });

  it('has the same keys in zh-CN and en-US and a title per group', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(zh).sort());
    // Each process group's inbox is titled by its menu label in the shell's texts.
    for (const group of WORKFLOW_GROUPS) expect(zhShell.menu.workflow[group]).toBeTruthy();
  });
});
