# syntax=docker/dockerfile:1
# Checked without Docker by tests/docker.test.ts: it replays these steps against the build context.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# npm ci runs the postinstall (patch-package applies patches/*.patch), so patches/ must be here before it
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm install -g npm@11 && npm ci --no-audit --no-fund
COPY . .
# prune keeps the installed (patched) files of the production dependencies as they are
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
# the server resolves dist/client and drizzle/ from this folder, and imports its dependencies from
# node_modules at run time (Chakra, Ark, zag and lucide are bundled into dist/server by the build, patches
# included)
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
COPY package.json ./
# starts the server with its Node flags and memory settings, chosen by the database in use
COPY scripts/serve.sh ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["sh", "scripts/serve.sh"]
