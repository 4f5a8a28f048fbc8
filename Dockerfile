# syntax=docker/dockerfile:1
#
# Two images from one file (docker-compose.yml picks the target):
#   app      the Node services — command-api, query-api and the projections worker run the same
#            image with a different command;
#   gateway  nginx, routing to the APIs and serving the built frontend.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- dependencies of every workspace, exactly as locked ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# The lockfile and the `allowScripts` policy in package.json are npm 11's; Node 20 ships npm 10.
RUN npm install --global npm@11 --no-audit --no-fund
COPY package.json package-lock.json ./
COPY events/package.json events/
COPY contracts/package.json contracts/
COPY server-kit/package.json server-kit/
COPY adapters/package.json adapters/
COPY command-api/package.json command-api/
COPY projections/package.json projections/
COPY query-api/package.json query-api/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund

# ---- the frontend bundle (frontend/dist) ----
FROM deps AS frontend-build
COPY tsconfig.json ./
COPY contracts contracts
COPY frontend frontend
RUN npm run build --workspace frontend

# ---- gateway: nginx with the frontend and the routing of deploy/gateway.nginx.conf ----
FROM nginx:alpine AS gateway
COPY deploy/gateway.nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/security-headers.nginx.conf /etc/nginx/snippets/security-headers.conf
COPY --from=frontend-build /app/frontend/dist /usr/share/nginx/html
EXPOSE 3000

# ---- app: the TypeScript services, run with tsx (no separate compile step) ----
FROM deps AS app
ENV NODE_ENV=production \
    DATA_DIR=/data
COPY . .
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Overridden per service in docker-compose.yml. `node --import tsx` is `npx tsx` without the
# extra npm process, so the service itself receives SIGTERM on `docker compose stop`.
CMD ["node", "--import", "tsx", "bin/command-api.ts"]
