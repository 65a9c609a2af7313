import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import type about from '../locales/zh-TW/about.json';
import type audit from '../locales/zh-TW/audit.json';
import type contact from '../locales/zh-TW/contact.json';
import type devicecheck from '../locales/zh-TW/devicecheck.json';
import type directory from '../locales/zh-TW/directory.json';
import type help from '../locales/zh-TW/help.json';
import type join from '../locales/zh-TW/join.json';
import type partners from '../locales/zh-TW/partners.json';
import type planned from '../locales/zh-TW/planned.json';
import type room from '../locales/zh-TW/room.json';
import type wallet from '../locales/zh-TW/wallet.json';

/**
 * Texts of page groups, fetched with their pages rather than bundled into the first load: the
 * content pages hold long prose that most visits never show. Types only here; the JSON loads
 * through the glob below.
 */
export type TPageResources = {
  about: typeof about;
  audit: typeof audit;
  contact: typeof contact;
  devicecheck: typeof devicecheck;
  directory: typeof directory;
  help: typeof help;
  join: typeof join;
  partners: typeof partners;
  planned: typeof planned;
  room: typeof room;
  wallet: typeof wallet;
};
export type TPageNamespace = keyof TPageResources;

const localeFiles = import.meta.glob<ResourceKey>(
  '../locales/*/{about,audit,contact,devicecheck,directory,help,join,partners,planned,room,wallet}.json',
  { import: 'default' },
);

/** i18next reads page namespaces through this; each file is a chunk of its own. */
export const pageNamespaceBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read(language, namespace, callback) {
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${language} texts for the ${namespace} namespace`), false);
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Loads page namespaces in the UI language (and the fallback), before the page renders. i18next
 * records a failed load as done, so a missing bundle is raised here: the route shows its error
 * page instead of raw keys.
 */
export async function loadPageNamespaces(namespaces: readonly TPageNamespace[]): Promise<void> {
  if (namespaces.length === 0) return;
  await i18next.loadNamespaces([...namespaces]);
  const missing = namespaces.filter((namespace) => !i18next.hasResourceBundle(i18next.language, namespace));
  if (missing.length > 0) throw new Error(`Texts not loaded: ${missing.join(', ')}`);
}
