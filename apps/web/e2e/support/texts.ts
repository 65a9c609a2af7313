import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validationMessages, type TValidationMessageKey } from '@app/contracts/validation-messages';
import application from '../../src/locales/zh-TW/application.json' with { type: 'json' };
import articles from '../../src/locales/zh-TW/articles.json' with { type: 'json' };
import audit from '../../src/locales/zh-TW/audit.json' with { type: 'json' };
import auth from '../../src/locales/zh-TW/auth.json' with { type: 'json' };
import booking from '../../src/locales/zh-TW/booking.json' with { type: 'json' };
import cases from '../../src/locales/zh-TW/cases.json' with { type: 'json' };
import columnWriting from '../../src/locales/zh-TW/columnWriting.json' with { type: 'json' };
import common from '../../src/locales/zh-TW/common.json' with { type: 'json' };
import devicecheck from '../../src/locales/zh-TW/devicecheck.json' with { type: 'json' };
import directory from '../../src/locales/zh-TW/directory.json' with { type: 'json' };
import lectures from '../../src/locales/zh-TW/lectures.json' with { type: 'json' };
import licenses from '../../src/locales/zh-TW/licenses.json' with { type: 'json' };
import rating from '../../src/locales/zh-TW/rating.json' with { type: 'json' };
import records from '../../src/locales/zh-TW/records.json' with { type: 'json' };
import room from '../../src/locales/zh-TW/room.json' with { type: 'json' };
import schedule from '../../src/locales/zh-TW/schedule.json' with { type: 'json' };
import settings from '../../src/locales/zh-TW/settings.json' with { type: 'json' };
import shell from '../../src/locales/zh-TW/shell.json' with { type: 'json' };
import topics from '../../src/locales/zh-TW/topics.json' with { type: 'json' };
import trial from '../../src/locales/zh-TW/trial.json' with { type: 'json' };
import wallet from '../../src/locales/zh-TW/wallet.json' with { type: 'json' };
import { repoRoot } from './paths.ts';

/**
 * What a visitor reads, in zh-TW: the web app's own texts (so a reworded label needs no edit
 * here, while a missing translation or a raw key still fails), and the server's messages.
 */
export const texts = {
  application,
  articles,
  audit,
  auth,
  booking,
  cases,
  columnWriting,
  common,
  devicecheck,
  directory,
  lectures,
  licenses,
  rating,
  records,
  room,
  schedule,
  settings,
  shell,
  topics,
  trial,
  wallet,
};

/** The zh-TW message of one of the shared schemas' validation rules (packages/contracts). */
export function validationMessage(key: TValidationMessageKey): string {
  return validationMessages[key]['zh-tw'];
}

/**
 * One of the server's zh-TW text resources (apps/server/src/locales/zh-TW), read as a file: the
 * web side imports nothing of the server's code.
 */
function serverTexts(namespace: 'api' | 'auth' | 'contact'): Record<string, Record<string, string>> {
  const file = path.join(repoRoot, 'apps/server/src/locales/zh-TW', `${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
}
const serverApi = serverTexts('api');
const serverAuth = serverTexts('auth');
const serverContact = serverTexts('contact');

/** The text at `key` of a server text resource, failing loudly when the key has gone. */
function serverText(resource: Record<string, Record<string, string>>, group: string, key: string): string {
  const text = resource[group]?.[key];
  if (!text) throw new Error(`The server has no zh-TW text ${group}.${key}`);
  return text;
}

/** The server's zh-TW messages and mail subjects the journeys meet. */
export const serverMessages = {
  invalidCredentials: serverText(serverApi, 'errors', 'InvalidCredentials'),
  accountNotActivated: pattern(serverText(serverApi, 'errors', 'AccountNotActivated'), { prefix: true }),
  activationMailSubject: serverText(serverAuth, 'activation', 'subject'),
  resetMailSubject: serverText(serverAuth, 'passwordReset', 'subject'),
  contactReceiptSubject: serverText(serverContact, 'acknowledgement', 'subject'),
  /** The development outbox page (/dev/outbox): its heading, recipient filter and button. */
  outbox: { title: '開發用寄件匣', recipient: '收件者', filter: '篩選' },
};

/** Fills `{{name}}` placeholders as the web app's translator does. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

/**
 * A text with placeholders as a pattern that matches it whatever the values: the whole text, or
 * with `{ prefix: true }` only its beginning (a label followed by a required mark or a count).
 */
export function pattern(text: string, { prefix = false } = {}): RegExp {
  const escaped = text
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+?');
  return new RegExp(`^${escaped}${prefix ? '' : '$'}`);
}

/** The start of a text with markup such as `<terms>…</terms>`, up to its first tag. */
export function textBeforeMarkup(text: string): string {
  return text.split('<')[0] ?? text;
}
