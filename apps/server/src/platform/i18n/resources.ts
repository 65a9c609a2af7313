import enAccounts from '../../locales/en-US/accounts.json' with { type: 'json' };
import enApi from '../../locales/en-US/api.json' with { type: 'json' };
import enAuth from '../../locales/en-US/auth.json' with { type: 'json' };
import enCommon from '../../locales/en-US/common.json' with { type: 'json' };
import enContact from '../../locales/en-US/contact.json' with { type: 'json' };
import enReminders from '../../locales/en-US/reminders.json' with { type: 'json' };
import enCourses from '../../locales/en-US/courses.json' with { type: 'json' };
import cnAccounts from '../../locales/zh-CN/accounts.json' with { type: 'json' };
import cnApi from '../../locales/zh-CN/api.json' with { type: 'json' };
import cnAuth from '../../locales/zh-CN/auth.json' with { type: 'json' };
import cnCommon from '../../locales/zh-CN/common.json' with { type: 'json' };
import cnContact from '../../locales/zh-CN/contact.json' with { type: 'json' };
import cnReminders from '../../locales/zh-CN/reminders.json' with { type: 'json' };
import cnCourses from '../../locales/zh-CN/courses.json' with { type: 'json' };
import twAccounts from '../../locales/zh-TW/accounts.json' with { type: 'json' };
import twApi from '../../locales/zh-TW/api.json' with { type: 'json' };
import twAuth from '../../locales/zh-TW/auth.json' with { type: 'json' };
import twCommon from '../../locales/zh-TW/common.json' with { type: 'json' };
import twContact from '../../locales/zh-TW/contact.json' with { type: 'json' };
import twReminders from '../../locales/zh-TW/reminders.json' with { type: 'json' };
import twCourses from '../../locales/zh-TW/courses.json' with { type: 'json' };

/**
 * The server's texts (API messages, mails, SMS), one JSON file per namespace and language.
 * Traditional Chinese and English are complete (a test holds them to the same keys); Simplified
 * Chinese covers what it always did and falls back to Traditional Chinese for the rest.
 */
export const resources = {
  'zh-TW': {
    common: twCommon,
    api: twApi,
    auth: twAuth,
    contact: twContact,
    accounts: twAccounts,
    reminders: twReminders,
    courses: twCourses,
  },
  'en-US': {
    common: enCommon,
    api: enApi,
    auth: enAuth,
    contact: enContact,
    accounts: enAccounts,
    reminders: enReminders,
    courses: enCourses,
  },
  'zh-CN': {
    common: cnCommon,
    api: cnApi,
    auth: cnAuth,
    contact: cnContact,
    accounts: cnAccounts,
    reminders: cnReminders,
    courses: cnCourses,
  },
} as const;

export type TServerResources = (typeof resources)['zh-TW'];
