# syntax=docker/dockerfile:1
# The bakery gateway as a container. The install/build steps live in scripts/image-steps.sh, which
# also runs them outside Docker (`sh scripts/image-steps.sh outside DIR`; tested in
# test/ops/production-image.test.ts), so what is tested is what the image does.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY scripts ./scripts
COPY src ./src
COPY channels ./channels
COPY drizzle ./drizzle
RUN sh scripts/image-steps.sh build

FROM node:24-bookworm-slim
# A heap cap: without one V8 sizes the heap from the host's memory and lets RSS climb to ~280 MB
# under sustained orders before collecting; with 160 MB it stayed at 165-167 MB (npm run
# bench:memory, docs/operations.md). Override NODE_OPTIONS to change it.
ENV NODE_ENV=production \
    NODE_OPTIONS=--max-old-space-size=160 \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The embedded database's directory (used only when DATABASE_URL is unset) belongs to the app user.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
# The node image's unprivileged user; the code and dependencies stay root-owned and read-only to it.
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM itself (src/server.ts shuts down gracefully).
CMD ["node", "dist/src/server.js"]
