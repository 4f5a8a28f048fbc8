import Router from '@koa/router';
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { routeContracts, type RouteContract } from '@sankofa/contracts';
import { projectors } from '@sankofa/projections';
import { readModelsOf, type QueryApiDependencies } from '@sankofa/query-api';
import type { Backbone } from './backbone.ts';
import { commandRouters, queryRouters } from './features.ts';

/**
 * Every route the app registers has its contract in @sankofa/contracts, and every contract names
 * a route: a route added without one fails here. Health routes (/health/*) are middleware of
 * each API, not feature routers, and answer no client of ours, so they are left out on purpose.
 */

/** Only the routers' shapes are read: no factory may touch these before a request comes. */
const noDatabase = { query: () => Promise.reject(new Error('no database in the route-contract test')) };
const backbone = { pool: noDatabase, store: {}, tokens: {}, revocations: {}, storage: {}, geocoder: {}, translator: null, twoFactorEncryptionSecret: '', push: { keys: null, httpsOnly: false } } as unknown as Backbone;

interface RegisteredRoute {
  method: string;
  path: string | RegExp;
}

const registeredRoutes = (routers: Router[]): RegisteredRoute[] =>
  routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      // A layer without methods is `router.use` middleware (a prefix's `requireMember`); HEAD comes with every GET.
      layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: layer.path })),
    ),
  );

/** A path written as a RegExp (GET /api/users/<uuid>) is matched by its contract's path with sample parameters. */
const SAMPLE_ID = '0190f3a2-7b1c-7d2e-8f3a-4b5c6d7e8f90';
const describes = (contract: RouteContract, route: RegisteredRoute) =>
  contract.method === route.method &&
  (typeof route.path === 'string' ? contract.path === route.path : route.path.test(contract.path.replace(/:\w+/g, SAMPLE_ID)));

const label = (route: RegisteredRoute) => `${route.method} ${String(route.path)}`;

const routesWithoutContract = (routes: RegisteredRoute[], contracts: readonly RouteContract[]) =>
  routes.filter((route) => !contracts.some((contract) => describes(contract, route))).map(label);

describe('route contracts', () => {
  const routes = registeredRoutes([...commandRouters(backbone), ...queryRouters(backbone)]);

  it('reads every feature router of both APIs', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('has a contract for every route the app registers', () => {
    expect(routesWithoutContract(routes, routeContracts)).toEqual([]);
  });

  it('has a route for every contract, so none describes a route that is gone', () => {
    const stale = routeContracts.filter((contract) => !routes.some((route) => describes(contract, route)));
    expect(stale.map((contract) => `${contract.method} ${contract.path}`)).toEqual([]);
  });

  it('names each (method, path) once', () => {
    const keys = routeContracts.map((contract) => `${contract.method} ${contract.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds a route that has no contract', () => {
    const unlisted = { method: 'POST', path: '/api/no-such-feature/:id/join' };
    expect(routesWithoutContract([...routes, unlisted], routeContracts)).toContain('POST /api/no-such-feature/:id/join');
  });
});

describe('what each read route reads (read-your-writes waits for those projectors)', () => {
  const routers = queryRouters(backbone);
  const registered = new Set(projectors.map((projector) => projector.name));

  it('names registered projectors only', () => {
    const unknown = routers.flatMap((router) => router.readsFrom.filter((name) => !registered.has(name)));
    expect(unknown).toEqual([]);
  });

  it("waits, for every GET route, for the projectors its router declares", () => {
    const gets = routers.flatMap((router) =>
      router.stack.filter((layer) => layer.methods.includes('GET')).map((layer) => ({ router, path: String(layer.path).replace(/:\w+/g, SAMPLE_ID) })),
    );
    expect(gets.length).toBeGreaterThan(30);
    const misread = gets.filter(({ router, path }) => readModelsOf(routers, { path, method: 'GET' } as Context) !== router.readsFrom);
    expect(misread.map(({ path }) => path)).toEqual([]);
  });

  it('takes no query router that does not say what it reads', () => {
    // @ts-expect-error a plain router says nothing of the projectors its routes read: a compile error, not a read that skips the wait
    const undeclared: QueryApiDependencies['routers'] = [new Router()];
    expect(undeclared).toHaveLength(1);
  });
});
