import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Requests and answers in `app.inject` tests. */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD';
export type Response = LightMyRequestResponse;

/** A multipart body, as `multipart()` builds it: `inject` sends it with its own content type. */
export class MultipartBody {
  constructor(
    readonly payload: Buffer,
    readonly headers: { 'content-type': string },
  ) {}
}

/** One request: `token` (or null/undefined for a visitor) as Authorization, a JSON or multipart body. */
export type Inject = (
  method: Method,
  url: string,
  token?: string | null,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<Response>;

/** The Authorization header of a session token (none for a visitor). */
export const auth = (token?: string | null): Record<string, string> => (token ? { authorization: token } : {});

export function injector(app: Pick<FastifyInstance, 'inject'>): Inject {
  return (method, url, token, payload, headers = {}) =>
    payload instanceof MultipartBody
      ? app.inject({
          method,
          url,
          headers: { ...auth(token), ...payload.headers, ...headers },
          payload: payload.payload,
        })
      : app.inject({
          method,
          url,
          headers: { ...auth(token), ...headers },
          ...(payload !== undefined ? { payload: payload as object } : {}),
        });
}

/** A refusal's status and exact `message` (a string, or the list a schema failure answers). */
export const refusal = (res: { statusCode: number; json(): { message: unknown } }) => [
  res.statusCode,
  res.json().message,
];

/** A 422 refusal's body as the API answers it: its message, its code, and any flags it carries. */
export const unprocessable = (message: string, code: string, flags: Record<string, boolean> = {}) => ({
  statusCode: 422,
  message,
  error: 'Unprocessable Entity',
  code,
  ...flags,
});

/** Every URL-looking string in an answer. */
export const urlsIn = (value: unknown): string[] => JSON.stringify(value).match(/https?:\/\/[^"]+/g) ?? [];
/** The signed links to private files in an answer (what a non-entitled viewer must never get). */
export const privateUrls = (value: unknown) => urlsIn(value).filter((u) => u.includes('/files/private/'));
/** A URL's path and query, to request it through `inject`. */
export const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** Multipart file parts from their bodies, each named `<field>.bin`. */
export const binaryParts = (parts: Record<string, Buffer>) =>
  Object.fromEntries(Object.entries(parts).map(([field, body]) => [field, { filename: `${field}.bin`, body }]));

/** A multipart/form-data body for `app.inject`: text fields (arrays as repeated parts) and files. */
export function multipart(
  fields: Record<string, string | string[]>,
  files: Record<string, { filename: string; body: Buffer; contentType?: string }> = {},
): MultipartBody {
  const boundary = `----fanlane${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
    }
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return new MultipartBody(Buffer.concat(chunks), { 'content-type': `multipart/form-data; boundary=${boundary}` });
}
