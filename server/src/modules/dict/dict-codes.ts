// Code rules of the three dictionaries: what a child's code must look like under its parent, and
// the level it gets. Pure, so the import checks every row with the same rules as the form.
import type { DictKind } from '@portal/contract';

export type ParentNode = { code: string; level: string };
export type CodeVerdict = { level: string } | { problem: string };

const INDUSTRY_LEVELS = ['section', 'division', 'group', 'class'] as const;

function industry(code: string, parent: ParentNode | null): CodeVerdict {
  if (!parent) return /^[A-Z]$/.test(code) ? { level: 'section' } : { problem: '门类编码为一个大写字母' };
  const depth = INDUSTRY_LEVELS.indexOf(parent.level as (typeof INDUSTRY_LEVELS)[number]);
  if (depth < 0 || depth === INDUSTRY_LEVELS.length - 1) return { problem: '小类下不能再设下级' };
  // GB/T 4754: divisions are 2 digits; a group extends its division by one digit, a class its group.
  const digits = depth + 2;
  const prefix = depth === 0 ? '' : parent.code;
  const ok = new RegExp(`^\\d{${digits}}$`).test(code) && code.startsWith(prefix);
  if (!ok)
    return { problem: depth === 0 ? '大类编码为 2 位数字' : `编码应为以 ${prefix} 开头的 ${digits} 位数字` };
  return { level: INDUSTRY_LEVELS[depth + 1]! };
}

function strategic(code: string, parent: ParentNode | null): CodeVerdict {
  if (!parent) return /^[1-9]\d?$/.test(code) ? { level: '1' } : { problem: '一级分类编码为 1–2 位数字' };
  const depth = Number(parent.level);
  if (depth >= 3) return { problem: '三级分类下不能再设下级' };
  const ok = code.startsWith(`${parent.code}.`) && /^[1-9]\d?$/.test(code.slice(parent.code.length + 1));
  return ok ? { level: String(depth + 1) } : { problem: `编码应为 ${parent.code}.序号` };
}

function area(code: string, parent: ParentNode | null): CodeVerdict {
  if (!/^\d{6}$/.test(code)) return { problem: '行政区划代码为 6 位数字' };
  if (!parent) return /^\d{2}0000$/.test(code) ? { level: '1' } : { problem: '省级代码以 0000 结尾' };
  if (code === parent.code) return { problem: '代码不能与上级相同' };
  if (parent.level === '1') {
    const ok = code.startsWith(parent.code.slice(0, 2)) && code.endsWith('00');
    return ok ? { level: '2' } : { problem: `市级代码应以 ${parent.code.slice(0, 2)} 开头、以 00 结尾` };
  }
  if (parent.level === '2') {
    const ok = code.startsWith(parent.code.slice(0, 4)) && !code.endsWith('00');
    return ok ? { level: '3' } : { problem: `县级代码应以 ${parent.code.slice(0, 4)} 开头且不以 00 结尾` };
  }
  return { problem: '县级区划下不能再设下级' };
}

export function checkCode(kind: DictKind, code: string, parent: ParentNode | null): CodeVerdict {
  if (kind === 'industry') return industry(code, parent);
  if (kind === 'strategic') return strategic(code, parent);
  return area(code, parent);
}
