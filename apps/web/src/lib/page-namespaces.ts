import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import type about from '../locales/zh-TW/about.json';
import type audit from '../locales/zh-TW/audit.json';
import type auth from '../locales/zh-TW/auth.json';
import type common from '../locales/zh-TW/common.json';
import type contact from '../locales/zh-TW/contact.json';
import type devicecheck from '../locales/zh-TW/devicecheck.json';
import type directory from '../locales/zh-TW/directory.json';
import type help from '../locales/zh-TW/help.json';
import type home from '../locales/zh-TW/home.json';
import type join from '../locales/zh-TW/join.json';
import type legal from '../locales/zh-TW/legal.json';
import type partners from '../locales/zh-TW/partners.json';
import type planned from '../locales/zh-TW/planned.json';
import type room from '../locales/zh-TW/room.json';
import type schedule from '../locales/zh-TW/schedule.json';
import type shell from '../locales/zh-TW/shell.json';
import type wallet from '../locales/zh-TW/wallet.json';

/**
 * Texts, one file per namespace and language, fetched when needed rather than bundled into the
 * first load: the shell's namespaces in the page's language before the first render, a page's
 * with its page (the content pages hold long prose that most visits never show). Types only
 * here; the JSON loads through the glob below.
 */
export type TTextResources = {
  about: typeof about;
  audit: typeof audit;
  auth: typeof auth;
  common: typeof common;
  contact: typeof contact;
  devicecheck: typeof devicecheck;
  directory: typeof directory;
  help: typeof help;
  home: typeof home;
  join: typeof join;
  legal: typeof legal;
  partners: typeof partners;
  planned: typeof planned;
  room: typeof room;
  schedule: typeof schedule;
  shell: typeof shell;
  wallet: typeof wallet;
};
/** The namespaces every page shows (top bar, footer, bottom bar), loaded before the first render. */
export const shellNamespaces = ['common', 'shell'] as const;
export type TPageNamespace = Exclude<keyof TTextResources, (typeof shellNamespaces)[number]>;

const localeFiles = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });

/** i18next reads every namespace through this; each file is a chunk of its own. */
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
 * Loads namespaces in the UI language (and the fallback), before the page renders. i18next
 * records a failed load as done, so a missing bundle is raised here: the route shows its error
 * page instead of raw keys.
 */
export async function loadPageNamespaces(
  namespaces: readonly (TPageNamespace | (typeof shellNamespaces)[number])[],
): Promise<void> {
  if (namespaces.length === 0) return;
  await i18next.loadNamespaces([...namespaces]);
  const missing = namespaces.filter((namespace) => !i18next.hasResourceBundle(i18next.language, namespace));
  if (missing.length > 0) throw new Error(`Texts not loaded: ${missing.join(', ')}`);
}
