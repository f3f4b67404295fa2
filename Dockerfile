# One image for the whole product: API, live layer and the built web app on one port.
FROM node:20-bookworm-slim
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
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
EXPOSE 3000
CMD ["pnpm", "--filter", "@lineup/server", "start"]
