/**
 * Multipart uploads with progress. Browsers report upload progress only through XMLHttpRequest
 * (fetch has no upload progress), so the client sends uploads this way when it can.
 */

export type UploadFieldValue = string | number | boolean | readonly string[] | null | undefined;

export interface UploadRequest {
  /** Text parts; arrays become repeated parts with the same name (contract 1.4); empty ones are left out. */
  fields?: Record<string, UploadFieldValue>;
  /** File parts by field name; missing ones are left out. */
  files: Record<string, Blob | null | undefined>;
  /** Called with 0..100 while the body goes up, and with 100 once the server has answered. */
  onProgress?: (percent: number) => void;
  /** Overrides the client's token for this call; null sends no Authorization header. */
  token?: string | null;
  signal?: AbortSignal;
  /** POST by default; multipart edits (videos, products) are PUT (contract 3.11, 3.13). */
  method?: 'POST' | 'PUT';
}

/** The part of XMLHttpRequest an upload uses, so tests can pass a fake. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

export type CreateXhr = () => XhrLike;

/** FormData for an upload: text parts first, then the files (servers may stream files as they come). */
export function toFormData(request: Pick<UploadRequest, 'fields' | 'files'>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields ?? {})) {
    if (value === null || value === undefined) continue;
    const values = Array.isArray(value) ? (value as readonly string[]) : [String(value)];
    for (const item of values) {
      if (item === '') continue;
      form.append(name, item);
    }
  }
  for (const [name, file] of Object.entries(request.files)) {
    if (!file) continue;
    const fileName = file instanceof File ? file.name : name;
    form.append(name, file, fileName);
  }
  return form;
}

export function percentOf(loaded: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}

export interface RawAnswer {
  status: number;
  text: string;
}

/** Sends one multipart body with XMLHttpRequest; resolves with the raw answer, rejects when none came. */
export function sendWithXhr(
  createXhr: CreateXhr,
  url: string,
  headers: Record<string, string>,
  body: FormData,
  options: Pick<UploadRequest, 'onProgress' | 'signal' | 'method'> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = createXhr();
    const onAbort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.open(options.method ?? 'POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(percentOf(event.loaded, event.total));
    };
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      done();
      reject(new Error('The upload could not reach the server'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', onAbort);
    xhr.send(body);
  });
}

/** The browser's XMLHttpRequest, when there is one. */
export function browserXhr(): CreateXhr | null {
  if (typeof XMLHttpRequest === 'undefined') return null;
  return () => new XMLHttpRequest() as unknown as XhrLike;
}
