/**
 * The sandbox gateway's webhook signatures, as a provider signs them: an HMAC of the timestamp and
 * the body in the `sandbox-signature` header, refused when wrong or older than a few minutes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from '../modules/payments/gateway.js';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** Signatures older than this are refused (replays). */
const TOLERANCE_S = 300;

export function signSandboxPayload(secret: Buffer, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Throws `WebhookSignatureError` unless `headers` carry a valid, recent signature of `rawBody`. */
export async function verifySandboxSignature(
  secret: () => Promise<Buffer>,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<void> {
  const header = headers[SANDBOX_SIGNATURE_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  const parts = Object.fromEntries((value ?? '').split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!parts.v1 || !Number.isFinite(t)) throw new WebhookSignatureError();
  if (Math.abs(Date.now() / 1000 - t) > TOLERANCE_S) throw new WebhookSignatureError('Webhook signature has expired');
  const expected = createHmac('sha256', await secret())
    .update(`${t}.${rawBody.toString('utf8')}`)
    .digest();
  const given = Buffer.from(parts.v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError();
}
