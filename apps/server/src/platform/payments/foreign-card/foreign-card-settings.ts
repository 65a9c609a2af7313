import type { TConfig } from '../../../config/env.ts';
import { FOREIGN_CARD_SANDBOX_CHECKOUT_PATH } from '../sandbox/foreign-card-sandbox.ts';
import type { TForeignCardSettings } from './foreign-card-adapter.ts';

/**
 * The development secret outside production: everyone can read it (the local sandbox signs with
 * it). Never used in production.
 */
export const FOREIGN_CARD_DEV_SECRET = 'whsec_dev_only_foreign_card_0123456789';

type TForeignCardConfig = Pick<
  TConfig,
  'FOREIGN_CARD_WEBHOOK_SECRET' | 'FOREIGN_CARD_CHECKOUT_URL' | 'PUBLIC_URL' | 'isProduction'
>;

/**
 * The foreign-card provider from config. In production both settings are required (a start
 * without them stops, naming them); elsewhere an unset secret is the development one and an
 * unset checkout URL the local sandbox's page (the only checkout this provider has outside
 * production).
 */
export function loadForeignCardSettings(config: TForeignCardConfig): TForeignCardSettings {
  const configured = {
    FOREIGN_CARD_WEBHOOK_SECRET: config.FOREIGN_CARD_WEBHOOK_SECRET,
    FOREIGN_CARD_CHECKOUT_URL: config.FOREIGN_CARD_CHECKOUT_URL,
  };
  const missing = Object.entries(configured).filter(([, value]) => !value);
  if (config.isProduction && missing.length) {
    const names = missing.map(([name]) => name).join(', ');
    throw new Error(`${names} required in production (see docs/payments.md)`);
  }
  return {
    webhookSecret: configured.FOREIGN_CARD_WEBHOOK_SECRET ?? FOREIGN_CARD_DEV_SECRET,
    checkoutUrl:
      configured.FOREIGN_CARD_CHECKOUT_URL ??
      new URL(FOREIGN_CARD_SANDBOX_CHECKOUT_PATH, config.PUBLIC_URL).toString(),
  };
}
