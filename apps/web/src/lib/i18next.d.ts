import 'i18next';
import type { bundledResources } from './i18n';
import type { TTextResources } from './page-namespaces';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof bundledResources)['zh-TW'] & TTextResources;
  }
}
