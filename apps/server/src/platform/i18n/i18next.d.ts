import 'i18next';
import type { TServerResources } from './resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: TServerResources;
  }
}
