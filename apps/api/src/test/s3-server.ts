import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** An S3-compatible server in this process (s3rver) with one bucket, on a free loopback port. */
export async function startS3(bucket: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlane-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** The API's settings for this server (STORAGE_DRIVER=s3 on it). */
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: url,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
