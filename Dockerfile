# One image for the whole product: API, live layer and the built web app on one port.
# Node.js 24, an LTS with security fixes (Node.js 20 reached its end of life on 30 April 2026);
# the source still runs on Node.js 20.19+ (`engines`), and CI runs the server's tests on both.

# Build stage: every dependency, then the web app (web/dist) and the compiled server (server/dist).
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
# pnpm applies patches/ (patchedDependencies) during the install.
COPY patches/ patches/
COPY shared/package.json shared/
COPY server/package.json server/
COPY web/package.json web/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build

# Runtime stage: the server's production dependencies only (exceljs, nodemailer, PGlite...), no
# TypeScript tooling, no web libraries (the browser gets those from web/dist).
FROM node:24-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@10
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY patches/ patches/
COPY shared/package.json shared/
COPY server/package.json server/
COPY web/package.json web/
RUN pnpm install --prod --frozen-lockfile --filter "@lineup/server..."
COPY migrations/ migrations/
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/server/dist server/dist
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
EXPOSE 3000
# node runs as PID 1 without a pnpm wrapper, so the SIGTERM of `docker stop` reaches the server's graceful shutdown.
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
