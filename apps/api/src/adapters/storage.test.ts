import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startS3 } from '../test/s3-server.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.js';
import { createLocalStorage, type Storage } from './storage.js';

/** One contract, two drivers: local disk and an S3-compatible server (s3rver, in process). */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlane-storage-'));
let s3: Awaited<ReturnType<typeof startS3>>;
let s3Url = '';

beforeAll(async () => {
  s3 = await startS3('fanlane');
  s3Url = s3.url;
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const drivers: [string, () => Storage][] = [
  ['local', () => createLocalStorage(path.join(dir, 'local'), 'http://api.test')],
  [
    's3',
    () =>
      createS3Storage({
        endpoint: s3Url,
        region: 'us-east-1',
        bucket: 'fanlane',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
  ],
];

describe.each(drivers)('%s storage', (name, make) => {
  it('puts, gets and removes objects', async () => {
    const storage = make();
    await storage.put('public/avatars/a.webp', Buffer.from('hello'), 'image/webp');
    expect((await storage.get('public/avatars/a.webp'))?.toString()).toBe('hello');
    await storage.put('public/avatars/a.webp', Buffer.from('again'), 'image/webp');
    expect((await storage.get('public/avatars/a.webp'))?.toString()).toBe('again');
    await storage.remove('public/avatars/a.webp');
    expect(await storage.get('public/avatars/a.webp')).toBeNull();
    expect(await storage.get('never/there')).toBeNull();
  });

  it('stores files from disk, copies them back, and streams byte ranges', async () => {
    const storage = make();
    const source = path.join(dir, `${name}-source.bin`);
    const body = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    fs.writeFileSync(source, body);
    await storage.putFile('private/media/big.bin', source, 'application/octet-stream');
    expect(await storage.size('private/media/big.bin')).toBe(1000);
    expect(await storage.size('private/media/none.bin')).toBeNull();
    const copy = path.join(dir, `${name}-copy.bin`);
    expect(await storage.download('private/media/big.bin', copy)).toBe(true);
    expect(fs.readFileSync(copy).equals(body)).toBe(true);
    expect(await storage.download('private/media/none.bin', copy)).toBe(false);
    const opened = await storage.stream('private/media/big.bin', { start: 10, end: 19 });
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.body) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(opened!.size).toBe(1000);
    expect(Buffer.concat(chunks).equals(body.subarray(10, 20))).toBe(true);
    expect(await storage.stream('private/media/none.bin')).toBeNull();
  });

  it('removes a folder of objects and nothing beside it', async () => {
    const storage = make();
    for (const key of ['live/abc/index.m3u8', 'live/abc/seg1.ts', 'live/abcd/seg1.ts'])
      await storage.put(key, Buffer.from(key), 'application/octet-stream');
    await storage.removePrefix('live/abc/');
    expect(await storage.get('live/abc/index.m3u8')).toBeNull();
    expect(await storage.get('live/abc/seg1.ts')).toBeNull();
    expect((await storage.get('live/abcd/seg1.ts'))?.toString()).toBe('live/abcd/seg1.ts');
    await storage.removePrefix('live/abc/');
    await expect(storage.removePrefix('live')).rejects.toThrow(/folder/);
    await storage.removePrefix('live/');
    expect(await storage.get('live/abcd/seg1.ts')).toBeNull();
  });

  it('makes public URLs that serve the object', async () => {
    const storage = make();
    await storage.put('public/covers/c.txt', Buffer.from('cover'), 'text/plain');
    const url = storage.publicUrl('public/covers/c.txt');
    if (name === 's3') {
      expect(url).toBe(`${s3Url}/fanlane/public/covers/c.txt`);
      expect(await (await fetch(url)).text()).toBe('cover');
    } else {
      expect(url).toBe('http://api.test/files/public/covers/c.txt');
    }
  });

  it('refuses keys that climb out of the store', async () => {
    const storage = make();
    if (name === 'local')
      await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    else expect(storage.publicUrl('a/b')).toContain('/fanlane/a/b');
  });
});
