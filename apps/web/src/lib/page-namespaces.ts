import type about from '../locales/zh-TW/about.json';
import type application from '../locales/zh-TW/application.json';
import type articles from '../locales/zh-TW/articles.json';
import type audit from '../locales/zh-TW/audit.json';
import type auth from '../locales/zh-TW/auth.json';
import type booking from '../locales/zh-TW/booking.json';
import type cases from '../locales/zh-TW/cases.json';
import type columnWriting from '../locales/zh-TW/columnWriting.json';
import type common from '../locales/zh-TW/common.json';
import type contact from '../locales/zh-TW/contact.json';
import type devicecheck from '../locales/zh-TW/devicecheck.json';
import type directory from '../locales/zh-TW/directory.json';
import type help from '../locales/zh-TW/help.json';
import type home from '../locales/zh-TW/home.json';
import type join from '../locales/zh-TW/join.json';
import type lectures from '../locales/zh-TW/lectures.json';
import type legal from '../locales/zh-TW/legal.json';
import type licenses from '../locales/zh-TW/licenses.json';
import type partners from '../locales/zh-TW/partners.json';
import type planned from '../locales/zh-TW/planned.json';
import type rating from '../locales/zh-TW/rating.json';
import type records from '../locales/zh-TW/records.json';
import type room from '../locales/zh-TW/room.json';
import type schedule from '../locales/zh-TW/schedule.json';
import type settings from '../locales/zh-TW/settings.json';
import type shell from '../locales/zh-TW/shell.json';
import type topics from '../locales/zh-TW/topics.json';
import type trial from '../locales/zh-TW/trial.json';
import type wallet from '../locales/zh-TW/wallet.json';

/**
 * Texts, one file per namespace and language, fetched when needed rather than bundled into the
 * first load: the shell's namespaces in the page's language before the first render, a page's
 * with its page (the content pages hold long prose that most visits never show). Types only
 * here; the JSON loads through the glob below.
 */
export type TTextResources = {
  about: typeof about;
  application: typeof application;
  articles: typeof articles;
  audit: typeof audit;
  auth: typeof auth;
  booking: typeof booking;
  cases: typeof cases;
  columnWriting: typeof columnWriting;
  common: typeof common;
  contact: typeof contact;
  devicecheck: typeof devicecheck;
  directory: typeof directory;
  help: typeof help;
  home: typeof home;
  join: typeof join;
  lectures: typeof lectures;
  legal: typeof legal;
  licenses: typeof licenses;
  partners: typeof partners;
  planned: typeof planned;
  rating: typeof rating;
  records: typeof records;
  room: typeof room;
  schedule: typeof schedule;
  settings: typeof settings;
  shell: typeof shell;
  topics: typeof topics;
  trial: typeof trial;
  wallet: typeof wallet;
};
/** The namespaces every page shows (top bar, footer, bottom bar), loaded before the first render. */
export const shellNamespaces = ['common', 'shell'] as const;
export type TPageNamespace = Exclude<keyof TTextResources, (typeof shellNamespaces)[number]>;

const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

/** Fetches one namespace's texts in one language; each file is a chunk of its own. */
export async function loadTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = localeFiles[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No ${language} texts for the ${namespace} namespace`);
  return load();
}
