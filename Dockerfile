# syntax=docker/dockerfile:1
# The standalone server (docs/operating.md, "Deploying"). Written and reviewed, not built here:
# the machine this project is developed on has no Docker engine; the same start-up checks are
# proven on the standalone folder by scripts/test-standalone.mjs.
#
# The build renders the shared pages, so it reads the production settings (COMMERCE_API_URL,
# COMMERCE_TENANT, BUILDER_API_KEY, IMAGE_HOSTS, NEXT_PUBLIC_SENTRY_DSN, ...) from a build secret:
# the same env file the container runs with. A secret is not kept in any layer of the image.
#
#   docker build -t winery-storefront --build-arg WEB_URL=https://shop.example.com \
#     --secret id=production.env,src=production.env .
#   docker run -p 3000:3000 --env-file production.env winery-storefront
#
# Without the secret the image is the embedded demo: it says so when it starts, and refuses to
# start with COMMERCE_API_URL or BUILDER_API_KEY set (its pages show the demo's wines and content).
# The demo's commerce service is not in the image: point LOCAL_COMMERCE_HOST/PORT at one.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The image brings Node 24; the `node` package npm installs beside it is then unused.
RUN npm ci --no-audit --no-fund
COPY . .
ARG WEB_URL
ENV NEXT_TELEMETRY_DISABLED=1 WEB_URL=$WEB_URL
# Node reads the env file (Docker's --env-file format) into the environment of npm and the build.
RUN --mount=type=secret,id=production.env,required=false \
    node --env-file-if-exists=/run/secrets/production.env "$(command -v npm)" run build

FROM node:24-slim
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# The server's start-time memory settings (scripts/server-memory.mjs); the last one on the
# command line, where NODE_OPTIONS refuses it.
ENV MALLOC_ARENA_MAX=2 NODE_OPTIONS=--max-semi-space-size=32
# The runtime user owns the folder and its files: the start script rewrites the header rules in
# .next/, and the preview secret and the demo's data folder are written beside it.
WORKDIR /app
RUN chown node:node /app
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
# Liveness only (asks no dependency); the slim image has no curl, so Node's own fetch asks.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`,{signal:AbortSignal.timeout(4000)}).then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--min-semi-space-size=32", "start.mjs"]
