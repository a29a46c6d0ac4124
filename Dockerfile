# The standalone server (docs/operating.md, "Deploying"). Written and reviewed, not built here:
# the machine this project is developed on has no Docker engine.
#
#   docker build -t winery-storefront --build-arg WEB_URL=https://shop.example.com .
#   docker run -p 3000:3000 --env-file production.env winery-storefront
#
# The build stage renders the shared pages, so it needs the production commerce and content
# settings (COMMERCE_API_URL, BUILDER_API_KEY, ...): pass them as build secrets or arguments.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The image brings Node 24; the `node` package npm installs beside it is then unused.
RUN npm ci --no-audit --no-fund
COPY . .
ARG WEB_URL
ENV NEXT_TELEMETRY_DISABLED=1 WEB_URL=$WEB_URL
RUN npm run build

FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# The server's start-time memory settings (scripts/server-memory.mjs); the last one on the
# command line, where NODE_OPTIONS refuses it.
ENV MALLOC_ARENA_MAX=2 NODE_OPTIONS=--max-semi-space-size=32
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
CMD ["node", "--min-semi-space-size=32", "start.mjs"]
