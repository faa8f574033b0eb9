// The HTTP contract of DESIGN §5: envelope, paging and error codes.
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants.ts';
import { endpoint } from './endpoint.ts';

// In a module of their own, without zod: the browser's HTTP client reads them on every page.
export { ERROR_CODES, type ErrorCode } from './error-codes.ts';

export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}
export type Page<T> = { items: T[]; total: number; page: number; size: number };

/**
 * The earliest day a date or instant of a request may name. PostgreSQL has no year 0, and China
 * time turns the first hours of year 1 into year 0 in UTC: 0000-01-01 passed every format check
 * and answered 500. Nothing the portal records or filters is that old.
 */
export const EARLIEST_DAY = '1900-01-01';
const EARLIEST_MESSAGE = `日期不能早于 ${EARLIEST_DAY}`;

/**
 * A calendar day, YYYY-MM-DD: z.iso.date refuses 2026-02-30, which a pattern alone would let through
 * to the database as a 500.
 */
export const calendarDay = z.iso
  .date({ error: '日期格式应为 YYYY-MM-DD 且为有效日期' })
  .refine((day) => day >= EARLIEST_DAY, { error: EARLIEST_MESSAGE });

/** A moment with its offset (ISO 8601), no earlier than EARLIEST_DAY began in China. */
export function instant(error?: string) {
  return z.iso
    .datetime({ offset: true, ...(error ? { error } : {}) })
    .refine((at) => Date.parse(at) >= Date.parse(`${EARLIEST_DAY}T00:00:00+08:00`), {
      error: EARLIEST_MESSAGE,
    });
}

/** The OpenAPI document of every endpoint below (administrators only), not wrapped in `{data}`. */
export const openApiEndpoint = endpoint({
  method: 'GET',
  path: '/console/api/openapi.json',
  summary: 'This OpenAPI document',
  response: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  bare: true,
});
