import 'i18next';
import type { resources } from './i18n';
import type { TPageResources } from './page-namespaces';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['zh-TW'] & TPageResources;
  }
}
