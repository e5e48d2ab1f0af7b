# Fanlane: one image for every role (docs/operations.md). The command picks it:
#   node scripts/start.mjs --only=api      the API (default; HTTP on API_PORT, RTMP on RTMP_PORT)
#   node scripts/start.mjs --only=worker   background jobs (/healthz and /metrics on WORKER_PORT)
#   node scripts/start.mjs --only=web      the web app (WEB_PORT)
# The API runs from its TypeScript sources through tsx (as `npm start` does); the web app is built here.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- the workspaces' manifests, what `npm ci` needs ---
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# --- every dependency, to build the web app ---
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund
COPY . .
# `npm run check` type-checks; the image's build skips it (FANLANE_QUICK_BUILD, next.config.ts).
RUN cd apps/web && FANLANE_QUICK_BUILD=1 node /app/node_modules/next/dist/bin/next build

# --- runtime dependencies only ---
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- the runtime image: Debian's ffmpeg, a non-root user, no build tools ---
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
  NEXT_TELEMETRY_DISABLED=1 \
  DATA_DIR=/data \
  FFMPEG_PATH=/usr/bin/ffmpeg \
  FFPROBE_PATH=/usr/bin/ffprobe \
  LOG_PRETTY=false \
  SEED_DEMO=false
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY scripts ./scripts
COPY packages/shared ./packages/shared
COPY apps/api ./apps/api
COPY apps/web ./apps/web
COPY --from=build /app/apps/web/.next ./apps/web/.next
RUN rm -rf apps/web/.next/cache \
  && mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080 8081 3000 1935
# The API's /healthz by default; compose.yaml points the worker and web services at their own port.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["node", "scripts/healthcheck.mjs"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "scripts/start.mjs", "--only=api"]
