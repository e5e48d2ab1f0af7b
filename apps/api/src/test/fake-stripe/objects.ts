import { randomBytes } from 'node:crypto';

/** The fake Stripe's test cards, stored object shapes, form-encoded request parsing and errors. */

export type Behaviour = 'success' | 'declined' | 'authenticate';
export interface TestCard {
  number: string;
  brand: string;
  behaviour: Behaviour;
}
export const CARDS: Record<string, TestCard> = {
  visa: { number: '4242424242424242', brand: 'visa', behaviour: 'success' },
  mastercard: { number: '5555555555554444', brand: 'mastercard', behaviour: 'success' },
  chargeDeclined: { number: '4000000000000002', brand: 'visa', behaviour: 'declined' },
  authenticationRequired: { number: '4000002760003184', brand: 'visa', behaviour: 'authenticate' },
};
export const testCard = (token: string) => {
  const m = /^(?:pm_card_|tok_)(.+)$/.exec(token);
  return m ? CARDS[m[1]!] : undefined;
};

export const DECLINED_MESSAGE = 'Your card was declined.';
export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

// ---------- Stripe objects, as stored (and answered) ----------
export interface StripeObject {
  id: string;
  object: string;
  [key: string]: unknown;
}
export interface PaymentMethod extends StripeObject {
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; fingerprint: string };
}
export interface PaymentIntent extends StripeObject {
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: Record<string, unknown> | null;
  next_action: Record<string, unknown> | null;
}
export interface Invoice extends StripeObject {
  status: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  parent: { subscription_details: { subscription: string; [key: string]: unknown } } & Record<string, unknown>;
  status_transitions: Record<string, number | null>;
  lines: { data: { period: { start: number; end: number }; [key: string]: unknown }[] } & Record<string, unknown>;
}
export interface InvoicePayment extends StripeObject {
  invoice: string;
  status: string;
  amount_paid: number | null;
  payment: { type: 'payment_intent'; payment_intent: string };
}
export interface Subscription extends StripeObject {
  customer: string;
  status: string;
  default_payment_method: string;
  latest_invoice: string | null;
  metadata: Record<string, string>;
  items: {
    data: {
      id: string;
      price: {
        currency: string;
        unit_amount: number;
        recurring: { interval: 'month' | 'year'; [key: string]: unknown };
        [key: string]: unknown;
      };
      current_period_start: number;
      current_period_end: number;
      [key: string]: unknown;
    }[];
  } & Record<string, unknown>;
}

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: StripeObject };
  [key: string]: unknown;
}

// ---------- form-encoded requests ----------
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

/** Reads `a[b][0][c]=v` into nested objects; objects keyed 0..n become arrays. */
export function parseStripeForm(text: string): Form {
  const root: Form = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node: Form = root;
    keys.forEach((key, i) => {
      const k = key === '' ? String(Object.keys(node).length) : key;
      if (i === keys.length - 1) node[k] = value;
      else {
        if (typeof node[k] !== 'object' || node[k] === null) node[k] = {};
        node = node[k] as Form;
      }
    });
  }
  const arrays = (v: FormValue): FormValue => {
    if (typeof v === 'string' || Array.isArray(v)) return v;
    const entries = Object.entries(v).map(([k, x]) => [k, arrays(x)] as const);
    if (entries.length && entries.every(([k], i) => k === String(i))) return entries.map(([, x]) => x);
    return Object.fromEntries(entries);
  };
  return arrays(root) as Form;
}

export const at = (form: FormValue | undefined, path: string): FormValue | undefined =>
  path.split('.').reduce<FormValue | undefined>((node, key) => {
    if (node === undefined || typeof node === 'string') return undefined;
    return Array.isArray(node) ? node[Number(key)] : node[key];
  }, form);
export const str = (form: Form, path: string) => {
  const v = at(form, path);
  return typeof v === 'string' ? v : undefined;
};
export const int = (form: Form, path: string) => {
  const v = str(form, path);
  return v !== undefined && /^-?\d+$/.test(v) ? Number(v) : undefined;
};
export const record = (form: Form, path: string): Record<string, string> => {
  const v = at(form, path);
  if (!v || typeof v === 'string' || Array.isArray(v)) return {};
  return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));
};
export const list = (form: Form, path: string): string[] => {
  const v = at(form, path);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];
};

export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}
export const invalid = (message: string, extra: Record<string, unknown> = {}) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...extra });
export const missing = (kind: string, id: string, param = 'id') =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

export const now = () => Math.floor(Date.now() / 1000);
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
export function addInterval(seconds: number, interval: 'month' | 'year') {
  const d = new Date(seconds * 1000);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}
