# syntax=docker/dockerfile:1
# The production image: the built web app and server bundle, production dependencies only, run
# as the unprivileged `node` user. It needs an outside PostgreSQL (DATABASE_URL); the embedded
# one of `npm start` on a bare machine is not set up here. Guide: docs/deploy.md.
#
#   docker build -t fitcreators:1.0.0 .
#
# Pin the base by digest in your own registry or CI (node:20.20.2-bookworm-slim@sha256:...) when
# you want builds that never change under you; the tag alone follows Debian's security updates.

FROM node:20.20.2-bookworm-slim AS base
WORKDIR /app

# --- build: every dependency, then the web app (dist/web) and the server bundle (dist/server).
FROM base AS build
COPY package.json package-lock.json ./
# No install scripts: the build needs none (esbuild, Vite and Tailwind find their native parts in
# their optional packages), and `prepare` would also make the demo database, which production
# never holds. `npm run build` below is the part of `prepare` the image needs.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies, the two builds, and what the server reads at run time.
FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/var/lib/fitcreators \
    NPM_CONFIG_UPDATE_NOTIFIER=false
COPY package.json package-lock.json ./
# Install scripts stay off: sharp loads its prebuilt libvips from @img/*, and the ffmpeg binary
# of @ffmpeg-installer is executable as packed (checked below, as the user that runs it).
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
# scripts/start.mjs and its helpers; src/server and src/domain for `npm run migrate` (run by tsx,
# a production dependency) and the migrations folder; content/legal for /terms and /privacy.
COPY scripts ./scripts
COPY tsconfig.json ./
COPY content ./content
COPY src/domain ./src/domain
COPY src/server ./src/server
COPY --from=build /app/dist ./dist
# The builds are newer than every source, so scripts/start.mjs never tries to rebuild at start
# (it could not: the files are root's and the build tools are not installed).
RUN touch dist/web/index.html dist/server/main.mjs \
    && mkdir -p "$DATA_DIR" \
    && chown node:node "$DATA_DIR"

USER node
RUN node -e "require('sharp')" \
    && node -e "require('node:child_process').execFileSync(require('@ffmpeg-installer/ffmpeg').path, ['-version'], { stdio: 'ignore' })"

EXPOSE 3000
# Ready means: the database and the storage answer, every migration is applied, and the
# instance is not draining after SIGTERM. Node's own fetch: the slim image has no curl.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself, not npm: SIGTERM from the orchestrator reaches the server, which drains for up to
# 25 s (give it 30 s or more: `stop_grace_period`, `terminationGracePeriodSeconds`).
CMD ["node", "scripts/start.mjs"]
