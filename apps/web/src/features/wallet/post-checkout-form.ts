import type { TRechargeCheckout } from '@app/contracts/wallet';

/**
 * Leaves for the provider's checkout page the way its protocol asks: a form post of every field
 * (a fetch could not follow the provider's pages).
 */
export function postCheckoutForm({ action, fields }: Pick<TRechargeCheckout, 'action' | 'fields'>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
