import type { TTextResources } from './page-namespaces';

/**
 * The site's texts: one JSON object per namespace and language, looked up by dotted key paths.
 * A small translator of our own instead of i18next: the site uses only lookups, `{{name}}`
 * placeholders, lists returned whole and a fallback language, and i18next's 18 KB (gzipped) were
 * a tenth of the JavaScript a phone loads before the first page works (docs/decisions.md).
 */
export type TResources = TTextResources;
export type TNamespace = keyof TResources;

/** Dotted paths to every string and list of a namespace's texts. */
type TPaths<T> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[]
    ? K
    : T[K] extends object
      ? K | `${K}.${TPaths<T[K]>}`
      : K;
}[keyof T & string];

type TValueAt<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TValueAt<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

type TPrefixed = { [N in TNamespace]: `${N}:${TPaths<TResources[N]>}` }[TNamespace];

/** The keys `t` takes: a path in its namespace, or `namespace:path` in any other. */
export type TKey<N extends TNamespace> = TPaths<TResources[N]> | TPrefixed;

type TValueOf<N extends TNamespace, K extends string> = K extends `${infer M extends TNamespace}:${infer P}`
  ? TValueAt<TResources[M], P>
  : TValueAt<TResources[N], K>;

/** Values for the `{{name}}` placeholders of a text. */
export type TTextValues = Record<string, string | number | null | undefined>;

export type TFunction<N extends TNamespace = 'common'> = {
  /** A list or object of texts, as written in the file. */
  <K extends TKey<N>>(key: K, options: { returnObjects: true }): TValueOf<N, K>;
  /** The text with its placeholders filled; the key itself when no language has it. */
  <K extends TKey<N>>(key: K, values?: TTextValues): string;
};

type TTexts = Record<string, unknown>;

/** Loads one namespace's texts in one language (each file is a chunk of its own). */
export type TTextLoader = (language: string, namespace: string) => Promise<TTexts>;

export type TTranslator = {
  /** The UI language, e.g. 'zh-TW'. */
  readonly language: string;
  /** Translates in the `common` namespace (or the one the key names). */
  t: TFunction;
  /** A `t` whose unprefixed keys are looked up in `namespace`; the same one until a change. */
  fixedT<N extends TNamespace>(namespace: N): TFunction<N>;
  hasNamespace(language: string, namespace: string): boolean;
  addNamespace(language: string, namespace: string, texts: TTexts): void;
  /** Loads namespaces in the current language that are not here yet. */
  loadNamespaces(namespaces: readonly string[]): Promise<void>;
  /** Loads the namespaces in use in `language`, then switches to it. */
  changeLanguage(language: string): Promise<void>;
  /**
   * Calls `listener` after every change of language or of the texts held; answers the function
   * that stops it. `version` counts those changes (React re-renders on it).
   */
  subscribe(listener: () => void): () => void;
  readonly version: number;
};

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function valueAt(texts: TTexts | undefined, path: string): unknown {
  let value: unknown = texts;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as TTexts)[part];
  }
  return value;
}

function fillPlaceholders(text: string, values: TTextValues | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export function createTranslator(options: {
  language: string;
  fallbackLanguage: string;
  resources?: Record<string, Record<string, TTexts>>;
  load?: TTextLoader;
}): TTranslator {
  const resources: Record<string, Record<string, TTexts>> = {};
  for (const [language, namespaces] of Object.entries(options.resources ?? {})) {
    resources[language] = { ...namespaces };
  }
  const listeners = new Set<() => void>();
  let language = options.language;
  let version = 0;
  /** One `t` per namespace until the texts or the language change, so that it can be a dependency. */
  const fixedByNamespace = new Map<string, unknown>();
  const changed = () => {
    version += 1;
    fixedByNamespace.clear();
    for (const listener of listeners) listener();
  };

  const lookup = (namespace: string, key: string): unknown => {
    const separator = key.indexOf(':');
    const [ns, path] = separator > 0 ? [key.slice(0, separator), key.slice(separator + 1)] : [namespace, key];
    return (
      valueAt(resources[language]?.[ns], path) ?? valueAt(resources[options.fallbackLanguage]?.[ns], path)
    );
  };
  const translate = <N extends TNamespace>(namespace: N): TFunction<N> =>
    ((key: string, values?: TTextValues | { returnObjects: true }) => {
      const value = lookup(namespace, key);
      if (values && 'returnObjects' in values) return value === undefined ? key : value;
      if (typeof value === 'string') return fillPlaceholders(value, values);
      return key;
    }) as TFunction<N>;
  const fixedT = <N extends TNamespace>(namespace: N): TFunction<N> => {
    const held = fixedByNamespace.get(namespace) as TFunction<N> | undefined;
    if (held) return held;
    const t = translate(namespace);
    fixedByNamespace.set(namespace, t);
    return t;
  };

  const loadMissing = async (lang: string, namespaces: readonly string[]) => {
    const missing = namespaces.filter((namespace) => !resources[lang]?.[namespace]);
    if (missing.length === 0 || !options.load) return;
    const loaded = await Promise.all(missing.map((namespace) => options.load!(lang, namespace)));
    const held = (resources[lang] ??= {});
    missing.forEach((namespace, index) => (held[namespace] = loaded[index]!));
    changed();
  };

  return {
    get language() {
      return language;
    },
    get version() {
      return version;
    },
    get t() {
      return fixedT('common');
    },
    fixedT,
    hasNamespace: (lang, namespace) => resources[lang]?.[namespace] !== undefined,
    addNamespace(lang, namespace, texts) {
      (resources[lang] ??= {})[namespace] = texts;
      changed();
    },
    loadNamespaces: (namespaces) => loadMissing(language, namespaces),
    async changeLanguage(next) {
      if (next === language) return;
      await loadMissing(next, Object.keys(resources[language] ?? {}));
      language = next;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
