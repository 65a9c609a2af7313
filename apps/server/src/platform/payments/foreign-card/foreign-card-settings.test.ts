import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.ts';
import { FOREIGN_CARD_DEV_SECRET, loadForeignCardSettings } from './foreign-card-settings.ts';

const live = {
  FOREIGN_CARD_WEBHOOK_SECRET: 'whsec_live_secret_000000001',
  FOREIGN_CARD_CHECKOUT_URL: 'https://checkout.foreign-card.example/pay',
};

describe('foreign-card settings', () => {
  it('are the development secret and the local checkout page outside production when unset', () => {
    expect(
      loadForeignCardSettings(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://127.0.0.1:3611' })),
    ).toEqual({
      webhookSecret: FOREIGN_CARD_DEV_SECRET,
      checkoutUrl: 'http://127.0.0.1:3611/dev/payments/foreign-card/checkout',
    });
  });

  it('come from config when set, and are required in production, naming each one missing', () => {
    expect(loadForeignCardSettings(loadConfig({ NODE_ENV: 'production', ...live }))).toEqual({
      webhookSecret: live.FOREIGN_CARD_WEBHOOK_SECRET,
      checkoutUrl: live.FOREIGN_CARD_CHECKOUT_URL,
    });
    expect(() => loadForeignCardSettings(loadConfig({ NODE_ENV: 'production' }))).toThrow(
      'FOREIGN_CARD_WEBHOOK_SECRET, FOREIGN_CARD_CHECKOUT_URL required in production',
    );
  });
});
