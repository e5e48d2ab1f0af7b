#!/usr/bin/env node
// The container health check (Dockerfile, compose.yaml): exits 0 when the address answers 2xx within
// 4 s. Default: this container's API, http://127.0.0.1:$API_PORT/healthz.
const url = process.argv[2] ?? `http://127.0.0.1:${process.env.API_PORT || 8080}/healthz`;
setTimeout(() => process.exit(1), 4000).unref();
try {
  const res = await fetch(url);
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
