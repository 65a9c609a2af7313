/**
 * What a production start needs beyond the test defaults: a payment merchant (ECPay's public
 * stage one, whose keys are published) and the foreign-card provider's secret and checkout page.
 */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  ECPAY_MERCHANT_ID: '3002607',
  ECPAY_HASH_KEY: 'pwFHCqoQZGmho4w6',
  ECPAY_HASH_IV: 'EkRm7iFT261dpevs',
  ECPAY_CHECKOUT_URL: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
  FOREIGN_CARD_WEBHOOK_SECRET: 'whsec_production_test_secret_0001',
  FOREIGN_CARD_CHECKOUT_URL: 'https://checkout.foreign-card.example/pay',
};
