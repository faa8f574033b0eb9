// Paging per DESIGN §5: page starts at 1, size capped by the contract's pageQuery schema.
import type { Page, PageQuery } from '@portal/contract';

export const offsetOf = ({ page, size }: PageQuery): number => (page - 1) * size;

export function toPage<T>(items: T[], total: number, { page, size }: PageQuery): Page<T> {
  return { items, total, page, size };
}
