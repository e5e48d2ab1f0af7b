/**
 * reCAPTCHA and Cloudflare Turnstile answer checks. Both take the same form (`secret`, `response`,
 * `remoteip`) and answer `{ success, … }` (reCAPTCHA v3 adds a `score`), so one client serves both;
 * only the verify address differs.
 */
export interface CaptchaAnswer {
  success: boolean;
  score?: number;
  [key: string]: unknown;
}

export type CaptchaVerifier = (input: {
  url: string;
  secret: string;
  token: string;
  remoteIp?: string;
}) => Promise<CaptchaAnswer>;

export const verifyCaptchaToken: CaptchaVerifier = async ({ url, secret, token, remoteIp }) => {
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const res = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(5000) });
    if (!res.ok) return { success: false };
    const answer = (await res.json()) as CaptchaAnswer;
    return { ...answer, success: answer.success === true };
  } catch {
    return { success: false };
  }
};
