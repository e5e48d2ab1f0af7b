import { stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { streamToFile, type Storage } from './storage.js';

const missing = (err: unknown) => ['NoSuchKey', 'NotFound'].includes((err as { name?: string }).name ?? '');

export interface S3Options {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Where public objects are read from (a CDN or the bucket's public URL). */
  publicUrl?: string;
}

/** Any S3-compatible object store (AWS S3, MinIO, R2, Wasabi…) behind the Storage interface. */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where an operation requires them: S3-compatible stores (older MinIO, R2,
    // s3rver) do not all accept the aws-chunked streaming uploads the SDK otherwise sends.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const base = (
    options.publicUrl ??
    (options.endpoint
      ? `${options.endpoint}/${options.bucket}`
      : `https://${options.bucket}.s3.${options.region}.amazonaws.com`)
  ).replace(/\/$/, '');

  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async putFile(key, file, contentType) {
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async download(key, file) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!out.Body) return false;
        await streamToFile(out.Body as Readable, file);
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
        return head.ContentLength ?? null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async stream(key, range) {
      const size = await this.size(key);
      if (size === null) return null;
      const out = await client.send(
        new GetObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return out.Body ? { body: out.Body as Readable, size } : null;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async removePrefix(prefix) {
      if (!prefix.endsWith('/') || prefix.startsWith('/')) throw new Error(`removePrefix needs a folder: ${prefix}`);
      // Listed a page (at most 1,000 keys) at a time, each page deleted in one request.
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix }));
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length === 0) return;
        await client.send(new DeleteObjectsCommand({ Bucket: options.bucket, Delete: { Objects: keys, Quiet: true } }));
        if (!page.IsTruncated) return;
      }
    },
    publicUrl: (key) => `${base}/${key}`,
  };
}
