// The build's chunks as a graph, for the plugins that name what a page must fetch (boot-stages.ts,
// first-screens.ts): each reads its own form of the build (the bundle, the manifest).

/**
 * `keys` and everything they import in turn, each once, in the order reached. `importsOf` answers
 * a key's static imports, or null for one to leave out (an asset); it may throw for an unknown key.
 */
export function importClosure(keys: readonly string[], importsOf: (key: string) => readonly string[] | null) {
  const reached = new Set<string>();
  const visit = (key: string) => {
    if (reached.has(key)) return;
    const imports = importsOf(key);
    if (imports === null) return;
    reached.add(key);
    for (const next of imports) visit(next);
  };
  for (const key of keys) visit(key);
  return reached;
}
