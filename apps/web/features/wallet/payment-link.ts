/**
 * A gateway with its own payment form (CCBill) answers `{ paymentUrl }`: the fan pays there, and the
 * gateway's webhook credits the wallet or starts the subscription (the `/payment/success` page, or
 * any open page through `payment_status_callback`, shows it). Desktop opens the form in a new tab, so
 * this page stays and updates; a phone goes there in the same tab (pop-ups are blocked or lost).
 */
export const MOBILE_QUERY = '(max-width: 48em)';

export function openPaymentUrl(paymentUrl: string) {
  const mobile = typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
  // Not the 'noopener' feature: with it, window.open answers null even when the tab opened.
  const opened = mobile ? null : window.open(paymentUrl, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(paymentUrl);
}

export const hasPaymentUrl = (answer: unknown): answer is { paymentUrl: string } =>
  !!answer && typeof (answer as { paymentUrl?: unknown }).paymentUrl === 'string';
