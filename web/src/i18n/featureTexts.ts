// Each feature's texts (features/<f>/i18n/<language>/<namespace>.ts) as a chunk of its own, fetched
// when a page that needs them is about to render (app/features.ts) or, failing that, when a
// component asks for a namespace not yet there (the backend in ./index.ts): neither the portal nor
// the console downloads the texts of features it does not show.
const files = import.meta.glob<object>('../features/*/i18n/*/*.ts', { import: 'default' });

type Loader = () => Promise<object>;
const PATH = /\/features\/([^/]+)\/i18n\/([^/]+)\/([^/]+)\.ts$/;

/** `${language}/${namespace}` → its loader; a namespace brought by two features is a mistake. */
const loaders: Record<string, Loader> = {};
/** Feature folder → its namespaces. */
const byFeature: Record<string, string[]> = {};
for (const [file, load] of Object.entries(files)) {
  const [, feature, language, ns] = PATH.exec(file) ?? [];
  if (!feature || !language || !ns) continue;
  const key = `${language}/${ns}`;
  if (loaders[key]) throw new Error(`i18n namespace ${ns} is declared twice (${file})`);
  loaders[key] = load;
  if (language === 'zh-CN') byFeature[feature] = [...(byFeature[feature] ?? []), ns];
}

/** The feature's texts in `language`, or undefined when no feature brings that namespace. */
export function featureTexts(language: string, ns: string): Promise<object> | undefined {
  return loaders[`${language}/${ns}`]?.();
}

/** The namespaces a feature folder brings (none for a feature that borrows another's). */
export const namespacesOfFeature = (feature: string): readonly string[] => byFeature[feature] ?? [];
