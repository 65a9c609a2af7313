import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { TFunction, TNamespace, TTextValues, TTranslator } from './translator';

const TranslatorContext = createContext<TTranslator | null>(null);

/** The translator the components below use (the server renders each locale with its own). */
export function TranslatorProvider({
  translator,
  children,
}: {
  translator: TTranslator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

let defaultTranslator: TTranslator | null = null;

/** The browser's translator, used where no provider is above (lib/i18n.ts sets it). */
export function setDefaultTranslator(translator: TTranslator): void {
  defaultTranslator = translator;
}

function useTranslator(): TTranslator {
  const translator = useContext(TranslatorContext) ?? defaultTranslator;
  if (!translator) throw new Error('No translator: lib/i18n.ts sets the default one.');
  // Re-renders when the language changes or more texts arrive.
  useSyncExternalStore(
    translator.subscribe,
    () => translator.version,
    () => translator.version,
  );
  return translator;
}

/**
 * `t` for the component's namespace (the first of a list; the others by `namespace:key`), and the
 * translator, whose `language` is the UI language.
 */
export function useTranslation<N extends TNamespace = 'common'>(
  namespaces?: N | readonly [N, ...TNamespace[]],
): { t: TFunction<N>; i18n: TTranslator } {
  const translator = useTranslator();
  const namespace = (typeof namespaces === 'string' ? namespaces : (namespaces?.[0] ?? 'common')) as N;
  // The same `t` until the texts or the language change, then a new one, so that memoised
  // children and effects that depend on it run again.
  return { t: translator.fixedT(namespace), i18n: translator };
}

const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/gs;

/**
 * A text with markup for elements: `<terms>使用條款</terms>` becomes the `terms` component with
 * the words inside as its children.
 */
export function Trans<N extends TNamespace>({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction<N>;
  i18nKey: Parameters<TFunction<N>>[0];
  values?: TTextValues;
  components: Record<string, ReactElement>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, inner, selfClosing] = match;
    parts.push(text.slice(last, match.index));
    const component = components[name ?? selfClosing ?? ''];
    if (!isValidElement(component)) parts.push(inner ?? '');
    else if (selfClosing) parts.push(cloneElement(component, { key: match.index }));
    else parts.push(cloneElement(component, { key: match.index }, inner));
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
