# The production site in a container: the production build behind the server of `npm run serve` (server/serve.ts),
# with the same headers (server/headers.ts), in a small final image.
#   docker build -t tmio-web .
#   docker run --rm -p 8080:8080 tmio-web        then open http://localhost:8080/
# Settings at run time, as for npm run serve: PORT, SERVE_API_TARGET, SERVE_CONNECT_SRC, SERVE_TRUST_PROXY, SERVE_CACHE_MB,
# SERVE_CACHE_URL=redis://… for several containers sharing one answer cache (see README, "Serving"). API drift reports
# (POST /report) and requests are JSON lines in the container's log: docker logs … | grep api-drift.

# Build: the app, the server as one file, and compressed copies of the app's files.
FROM node:20 AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# A page-view counter is named at build time (README); its origin then goes in SERVE_CONNECT_SRC at run time.
ARG VITE_PAGEVIEW_URL=""
ENV VITE_PAGEVIEW_URL=${VITE_PAGEVIEW_URL}
# API drift reports go out only when named: --build-arg VITE_REPORT_URL=/report has this image's server log them.
ARG VITE_REPORT_URL=""
ENV VITE_REPORT_URL=${VITE_REPORT_URL}
RUN npx vite build \
  && npx vite build --config server/bundle.config.ts \
  && npx tsx server/precompress.ts dist

# Run: Node and two folders. sirv and compression, the server's only packages, are bundled into serve.mjs, so the
# image has no node_modules at all.
FROM node:20-alpine
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=build /app/dist-server/serve.mjs ./serve.mjs
COPY --from=build /app/dist ./dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD wget -q -O /dev/null "http://127.0.0.1:${PORT}/healthz" || exit 1
# server/serve.ts stops by itself on SIGTERM, so `docker stop` is quick without an init process.
CMD ["node", "serve.mjs", "dist"]
