/**
 * Namespaces by file name from an import.meta.glob of features' text files. Two features may not
 * bring the same namespace: one of them would silently lose its texts.
 */
export function namespacesOf(files: Record<string, object>): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [file, texts] of Object.entries(files)) {
    const ns = file.slice(file.lastIndexOf('/') + 1).replace(/\.ts$/, '');
    if (out[ns]) throw new Error(`i18n namespace ${ns} is declared twice (${file})`);
    out[ns] = texts as Record<string, unknown>;
  }
  return out;
}
