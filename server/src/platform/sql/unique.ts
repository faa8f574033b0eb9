// A unique index that refuses a row is a conflict (409), not a server error: the service checks
// for duplicates first, and this catches the concurrent twin that slips past the check.
import { ConflictError } from '../http/errors.ts';

/** A unique index refused the row: a concurrent twin of a duplicate the service checked for. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export async function conflictOnDuplicate<T>(run: () => Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(message);
    throw error;
  }
}
