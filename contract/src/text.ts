// What text the portal takes (issue 8 §2), one rule for every request: no C0 control character
// (PostgreSQL refuses NUL outright, the others are invisible junk nobody types), no DEL, and no
// lone UTF-16 surrogate (it has no UTF-8 form: jsonb refuses it, text columns would store U+FFFD).
// Multi-line text — request bodies, rich-text HTML among them — keeps tab, line feed and carriage
// return; one-line values (query strings, path segments) take none of them. A field's own schema
// may ask for less (an account name is a pattern of letters and digits).

export const TEXT_REFUSED_MESSAGE = '不能包含控制字符或无效的字符编码';

export type TextKind = 'one-line' | 'multi-line';

const REFUSED: Record<TextKind, RegExp> = {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  'one-line': /[\u0000-\u001f\u007f\p{Cs}]/u,
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  'multi-line': /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\p{Cs}]/u,
};

export function isAcceptedText(value: string, kind: TextKind): boolean {
  return !REFUSED[kind].test(value);
}

/** Where a value sits in a request part: its key, then its parent's, up to the top. */
type Trail = { key: string; up: Trail } | null;

/** `basic.name`, `contacts.0.mobile`; only the first levels of a deeply nested one. */
function pathOf(trail: Trail): string {
  const keys: string[] = [];
  for (let at = trail; at; at = at.up) keys.push(at.key);
  const path = keys.reverse();
  return path.length > 20 ? `${path.slice(0, 20).join('.')}.…` : path.join('.');
}

/**
 * The path (`basic.name`, `q`, `contacts.0.mobile`) of the first string in a parsed request part —
 * object keys included — that the rule refuses, or null when all are accepted. It walks without
 * recursion: a 1 MB JSON body can nest arrays deeper than any call stack.
 */
export function refusedTextPath(value: unknown, kind: TextKind): string | null {
  const pending: [unknown, Trail][] = [[value, null]];
  while (pending.length > 0) {
    const [current, trail] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isAcceptedText(current, kind)) return pathOf(trail);
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      // Reversed onto the stack, so that fields are looked at in their order.
      for (const [key, inner] of Object.entries(current).reverse()) {
        // A refused key is named with its characters escaped, so the answer itself stays clean.
        if (!isAcceptedText(key, kind)) return pathOf({ key: JSON.stringify(key).slice(1, -1), up: trail });
        pending.push([inner, { key, up: trail }]);
      }
    }
  }
  return null;
}
