import '@fastify/multipart';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { newId } from '../db/ids.js';
import { AppError, badRequest } from './errors.js';
import { controlCharacterError, hasControlCharacters } from './input-safety.js';

export interface UploadedFile {
  field: string;
  filename: string;
  /** Temporary file holding the upload; removed by `cleanup`. */
  path: string;
  size: number;
}

export interface MultipartBody {
  fields: Record<string, string | string[]>;
  files: Map<string, UploadedFile>;
  cleanup(): Promise<void>;
}

/**
 * Reads a multipart body: text parts become fields (repeated names become arrays, contract 1.4) and
 * each expected file part streams to a temporary file within its size limit. Unexpected file parts
 * are refused, so nothing unasked is written.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: Record<string, number>,
  tmpDir: string = os.tmpdir(),
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data body');
  const fields: Record<string, string | string[]> = {};
  const files = new Map<string, UploadedFile>();
  const cleanup = async () => {
    await Promise.all([...files.values()].map((f) => fsp.rm(f.path, { force: true })));
  };
  await fsp.mkdir(tmpDir, { recursive: true });
  try {
    for await (const part of request.parts({ limits: { fileSize: Math.max(1, ...Object.values(limits)) } })) {
      if (hasControlCharacters(part.fieldname)) throw controlCharacterError('field name');
      if (part.type === 'field') {
        const value = String(part.value ?? '');
        if (hasControlCharacters(value)) throw controlCharacterError(part.fieldname);
        const existing = fields[part.fieldname];
        fields[part.fieldname] =
          existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
        continue;
      }
      if (hasControlCharacters(part.filename ?? '')) {
        part.file.resume();
        throw controlCharacterError(`${part.fieldname}.filename`);
      }
      const limit = limits[part.fieldname];
      if (limit === undefined || files.has(part.fieldname)) {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}"`);
      }
      const file = path.join(tmpDir, `upload-${newId()}`);
      files.set(part.fieldname, { field: part.fieldname, filename: part.filename, path: file, size: 0 });
      await pipeline(part.file, fs.createWriteStream(file));
      const { size } = await fsp.stat(file);
      if (part.file.truncated || size > limit) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `File "${part.fieldname}" is larger than ${Math.floor(limit / 1048576)} MB`,
        );
      }
      files.get(part.fieldname)!.size = size;
    }
  } catch (err) {
    await cleanup();
    throw err;
  }
  return { fields, files, cleanup };
}

/** Reads a multipart body, runs `use` on it and removes its temporary files afterwards. */
export async function withMultipart<R>(
  request: FastifyRequest,
  limits: Record<string, number>,
  tmpDir: string,
  use: (body: MultipartBody) => Promise<R>,
): Promise<R> {
  const body = await readMultipart(request, limits, tmpDir);
  try {
    return await use(body);
  } finally {
    await body.cleanup();
  }
}

/** The text fields of a multipart body, parsed by `schema`: a 400 with the first issue otherwise. */
export function parseFields<T>(schema: z.ZodType<T>, fields: unknown): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid fields');
  return parsed.data;
}
