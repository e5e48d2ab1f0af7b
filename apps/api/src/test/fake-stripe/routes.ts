import { randomBytes } from 'node:crypto';
import {
  addInterval,
  at,
  DECLINED_MESSAGE,
  int,
  invalid,
  list,
  missing,
  newId,
  now,
  record,
  str,
  StripeFailure,
  testCard,
  type Form,
  type StripeObject,
  type Subscription,
} from './objects.js';
import type { StripeStore } from './store.js';

/** The fake Stripe's API: [method, path pattern, handler] rows, read against the store. */
export function stripeRoutes(store: StripeStore) {
  const { customers, paymentIntents, subscriptions, invoices, products, accounts, transfers, site } = store;
  const { emit, cardFromToken, paymentMethod, attempt, createIntent, bill, cancel } = store;
  type Handler = (form: Form, params: string[]) => StripeObject | Promise<StripeObject>;
  type Route = [string, RegExp, Handler];
  /** The stored object `id`, or Stripe's "No such <kind>" refusal (404, naming `param`). */
  const found = <T>(from: Map<string, T>, kind: string, id: string, param?: string): T => {
    const object = from.get(id);
    if (!object) throw missing(kind, id, param);
    return object;
  };
  /** `GET /v1/<path>/<id>`: the stored object, or its refusal. */
  const byId = <T extends StripeObject>(path: string, from: Map<string, T>, kind: string, param?: string): Route => [
    'GET',
    new RegExp(`^/v1/${path}/([^/]+)$`),
    (_form, [id]) => found(from, kind, id!, param),
  ];
  const routes: Route[] = [
    [
      'POST',
      /^\/v1\/customers$/,
      (form) => {
        const customer: StripeObject = {
          id: newId('cus'),
          object: 'customer',
          email: str(form, 'email') ?? null,
          name: str(form, 'name') ?? null,
          metadata: record(form, 'metadata'),
          invoice_settings: { default_payment_method: null },
          created: now(),
          livemode: false,
        };
        customers.set(customer.id, customer);
        emit('customer.created', customer);
        return customer;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods$/,
      (form) => {
        if (str(form, 'type') !== 'card')
          throw invalid('Only card payment methods are supported here', { param: 'type' });
        const token = str(form, 'card.token');
        if (!token) throw invalid('Missing required param: card[token].', { param: 'card' });
        return cardFromToken(token);
      },
    ],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, (_form, [id]) => paymentMethod(id!, 'payment_method')],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      (form, [id]) => {
        const customer = found(customers, 'customer', str(form, 'customer') ?? '', 'customer').id;
        // A test token makes a new PaymentMethod each time, as Stripe does.
        const pm = testCard(id!) ? cardFromToken(id!) : paymentMethod(id!);
        if (pm.detached)
          throw invalid(
            'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
          );
        if (pm.customer && pm.customer !== customer)
          throw invalid('The payment method you provided has already been attached to a customer.');
        pm.customer = customer;
        emit('payment_method.attached', pm);
        return pm;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      (_form, [id]) => {
        const pm = paymentMethod(id!);
        if (!pm.customer)
          throw invalid('The payment method you provided is not attached to a customer so detachment is impossible.');
        pm.customer = null;
        pm.detached = true;
        emit('payment_method.detached', pm);
        return pm;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents$/,
      (form) => {
        const amount = int(form, 'amount');
        if (amount === undefined) throw invalid('Missing required param: amount.', { param: 'amount' });
        if (amount < 50)
          throw invalid('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
        const currency = str(form, 'currency');
        if (!currency) throw invalid('Missing required param: currency.', { param: 'currency' });
        const customer = str(form, 'customer') ?? null;
        if (customer && !customers.has(customer)) throw missing('customer', customer, 'customer');
        const pmId = str(form, 'payment_method') ?? null;
        const pm = pmId ? paymentMethod(pmId) : null;
        if (pm && customer && pm.customer !== customer)
          throw invalid(`The provided PaymentMethod ${pm.id} does not belong to the Customer ${customer}.`, {
            param: 'payment_method',
          });
        const confirm = str(form, 'confirm') === 'true';
        const cardOnly = list(form, 'allowed_payment_method_types');
        if (confirm && !str(form, 'return_url') && !(cardOnly.length === 1 && cardOnly[0] === 'card'))
          throw invalid(
            'This PaymentIntent is configured to accept payment methods enabled in your Dashboard. Because some of these payment methods might redirect your customer off of your page, you must provide a `return_url`.',
          );
        const pi = createIntent({
          amount,
          currency,
          customer,
          paymentMethod: pm?.id ?? null,
          description: str(form, 'description') ?? null,
          metadata: record(form, 'metadata'),
        });
        if (confirm) {
          attempt(pi);
          if (pi.status === 'requires_payment_method') {
            throw new StripeFailure(402, {
              ...pi.last_payment_error,
              payment_intent: structuredClone(pi),
              request_log_url: `${site.baseUrl}/logs/${pi.id}`,
            });
          }
        }
        return pi;
      },
    ],
    byId('payment_intents', paymentIntents, 'payment_intent'),
    byId('products', products, 'product'),
    [
      'POST',
      /^\/v1\/products$/,
      (form) => {
        const id = str(form, 'id') ?? newId('prod');
        if (products.has(id))
          throw invalid(`Product already exists.`, { code: 'resource_already_exists', param: 'id' });
        const name = str(form, 'name');
        if (!name) throw invalid('Missing required param: name.', { param: 'name' });
        const product: StripeObject = { id, object: 'product', name, active: true, created: now(), livemode: false };
        products.set(id, product);
        return product;
      },
    ],
    [
      'POST',
      /^\/v1\/products\/([^/]+)$/,
      (form, [id]) => {
        const product = found(products, 'product', id!);
        if (str(form, 'active')) product.active = str(form, 'active') === 'true';
        return product;
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (form) => {
        const customer = found(customers, 'customer', str(form, 'customer') ?? '', 'customer').id;
        const pmId = str(form, 'default_payment_method') ?? '';
        const pm = paymentMethod(pmId, 'default_payment_method');
        if (pm.customer !== customer)
          throw invalid(`The customer does not have a payment method with the ID ${pmId}.`, {
            param: 'default_payment_method',
          });
        const items = at(form, 'items');
        if (!Array.isArray(items) || items.length !== 1)
          throw invalid('This fake takes exactly one item.', { param: 'items' });
        const productId = str(form, 'items.0.price_data.product') ?? '';
        const product = found(products, 'product', productId, 'items[0][price_data][product]');
        if (!product.active) throw invalid(`The product ${productId} is not active.`);
        const unitAmount = int(form, 'items.0.price_data.unit_amount');
        const interval = str(form, 'items.0.price_data.recurring.interval');
        const currency = str(form, 'items.0.price_data.currency');
        if (unitAmount === undefined || !currency || (interval !== 'month' && interval !== 'year'))
          throw invalid('items[0][price_data] needs currency, unit_amount and recurring[interval]', {
            param: 'items[0][price_data]',
          });
        const behaviour = str(form, 'payment_behavior') ?? 'allow_incomplete';
        if (behaviour !== 'allow_incomplete' && behaviour !== 'error_if_incomplete')
          throw invalid(`This fake supports payment_behavior allow_incomplete and error_if_incomplete.`);
        const start = now();
        const end = addInterval(start, interval);
        const sub: Subscription = {
          id: newId('sub'),
          object: 'subscription',
          customer,
          status: 'incomplete',
          default_payment_method: pmId,
          description: str(form, 'description') ?? null,
          collection_method: 'charge_automatically',
          cancel_at_period_end: false,
          canceled_at: null,
          ended_at: null,
          start_date: start,
          billing_cycle_anchor: start,
          created: start,
          livemode: false,
          latest_invoice: null,
          metadata: record(form, 'metadata'),
          payment_settings: { payment_method_types: list(form, 'payment_settings.payment_method_types') },
          items: {
            object: 'list',
            data: [
              {
                id: newId('si'),
                object: 'subscription_item',
                quantity: 1,
                price: {
                  id: newId('price'),
                  object: 'price',
                  active: false,
                  currency,
                  product: productId,
                  type: 'recurring',
                  unit_amount: unitAmount,
                  recurring: { interval, interval_count: 1 },
                },
                current_period_start: start,
                current_period_end: end,
              },
            ],
            has_more: false,
            total_count: 1,
          },
        };
        subscriptions.set(sub.id, sub);
        const invoice = bill(sub, start, end, 'subscription_create');
        if (invoice.status !== 'paid' && behaviour === 'error_if_incomplete') {
          subscriptions.delete(sub.id);
          throw new StripeFailure(402, { type: 'card_error', code: 'card_declined', message: DECLINED_MESSAGE });
        }
        emit('customer.subscription.created', sub);
        return sub;
      },
    ],
    byId('subscriptions', subscriptions, 'subscription'),
    ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (_form, [id]) => cancel(id!)],
    byId('invoices', invoices, 'invoice'),
    [
      'POST',
      /^\/v1\/accounts$/,
      (form) => {
        const type = str(form, 'type');
        if (type !== 'express' && type !== 'standard' && type !== 'custom')
          throw invalid('Invalid account type', { param: 'type' });
        const account: StripeObject = {
          id: newId('acct'),
          object: 'account',
          type,
          email: str(form, 'email') ?? null,
          metadata: record(form, 'metadata'),
          capabilities: {},
          charges_enabled: false,
          payouts_enabled: false,
          details_submitted: false,
          created: now(),
        };
        const requested = at(form, 'capabilities');
        if (requested && typeof requested === 'object' && !Array.isArray(requested))
          account.capabilities = Object.fromEntries(Object.keys(requested).map((c) => [c, 'inactive']));
        accounts.set(account.id, account);
        return account;
      },
    ],
    [
      'POST',
      /^\/v1\/account_links$/,
      (form) => {
        const account = found(accounts, 'account', str(form, 'account') ?? '', 'account').id;
        for (const param of ['refresh_url', 'return_url', 'type'])
          if (!str(form, param)) throw invalid(`Missing required param: ${param}.`, { param });
        const created = now();
        return {
          id: newId('acctlink'),
          object: 'account_link',
          created,
          expires_at: created + 300,
          url: `${site.baseUrl}/setup/e/${account}/${randomBytes(8).toString('hex')}`,
        };
      },
    ],
    byId('accounts', accounts, 'account', 'account'),
    [
      'POST',
      /^\/v1\/transfers$/,
      (form) => {
        const destination = str(form, 'destination') ?? '';
        const account = found(accounts, 'account', destination, 'destination');
        if ((account.capabilities as Record<string, string>).transfers !== 'active')
          throw invalid(
            'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
            { param: 'destination' },
          );
        const amount = int(form, 'amount');
        if (!amount || amount <= 0)
          throw invalid('This value must be greater than or equal to 1.', { param: 'amount' });
        const transfer = {
          id: newId('tr'),
          object: 'transfer',
          amount,
          amount_reversed: 0,
          reversed: false,
          currency: str(form, 'currency') ?? 'usd',
          destination,
          description: str(form, 'description') ?? null,
          metadata: record(form, 'metadata'),
          created: now(),
        };
        transfers.set(transfer.id, transfer);
        emit('transfer.created', transfer);
        return transfer;
      },
    ],
    byId('transfers', transfers, 'transfer'),
  ];
  return routes;
}
