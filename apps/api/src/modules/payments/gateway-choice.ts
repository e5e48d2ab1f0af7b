/**
 * Which payment gateway serves a request: the one the settings name for new payments, or the one a
 * row or a webhook names; and how a gateway's failure becomes an answer the client understands.
 */
import { MONEY_MESSAGES } from '@fanlane/shared';
import { AppError, notFound, unprocessable } from '../../http/errors.js';
import type { SettingsService } from '../settings/settings.service.js';
import { GatewayError, type PaymentGateway } from './gateway.js';

export interface GatewayChoiceDeps {
  settings: SettingsService;
  gateways: Map<string, PaymentGateway>;
}

export function createGatewayChoice({ settings, gateways }: GatewayChoiceDeps) {
  async function activeGateway(): Promise<PaymentGateway> {
    const name = String(await settings.get('paymentGateway'));
    const gateway = gateways.get(name);
    if (!gateway) throw unprocessable(MONEY_MESSAGES.gatewayUnavailable);
    return gateway;
  }
  function gatewayNamed(name: string): PaymentGateway {
    const gateway = gateways.get(name);
    if (!gateway) throw notFound(MONEY_MESSAGES.gatewayUnavailable);
    return gateway;
  }

  /** Gateway failures become clear answers: a refused card is the fan's 422, the rest a 400/503. */
  function gatewayFailure(err: unknown): never {
    if (err instanceof GatewayError) {
      if (err.kind === 'card') throw unprocessable(err.message);
      if (err.kind === 'unavailable') throw new AppError('SERVICE_UNAVAILABLE', err.message);
      throw new AppError('VALIDATION', err.message);
    }
    throw err;
  }

  return { activeGateway, gatewayNamed, gatewayFailure };
}
export type GatewayChoice = ReturnType<typeof createGatewayChoice>;
