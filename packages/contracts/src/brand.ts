import type { TApiLocale } from './locale.ts';

/**
 * The product's one name in each language: site, mails, SMS and API documents use it and no
 * other. The apps' texts repeat it (JSON cannot import); their locale tests hold them to this.
 */
export const brandName = {
  'zh-tw': '線上主題諮商',
  'zh-cn': '线上主题咨商',
  'en-us': 'Online Topic Counseling',
} as const satisfies Record<TApiLocale, string>;
