/**
 * Production requires the payment providers' settings: ECPay's public stage merchant, and a
 * foreign-card secret and checkout address that only the benchmarks use (no payment is made).
 */
export const benchPaymentSettings = {
  ECPAY_MERCHANT_ID: '3002607',
  ECPAY_HASH_KEY: 'pwFHCqoQZGmho4w6',
  ECPAY_HASH_IV: 'EkRm7iFT261dpevs',
  ECPAY_CHECKOUT_URL: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
  FOREIGN_CARD_WEBHOOK_SECRET: 'bench-only-foreign-card-webhook-secret',
  FOREIGN_CARD_CHECKOUT_URL: 'https://checkout.invalid/bench',
} as const;
