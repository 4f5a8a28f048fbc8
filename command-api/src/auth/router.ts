import Router from '@koa/router';
import type { AuthDependencies } from './dependencies.ts';
import { loginRoute } from './login/route.ts';
import { sessionRoutes } from './session/routes.ts';
import { twoFactorRoutes } from './two-factor/routes.ts';

/** Everything under /api/auth: login, refresh, logout and the second factor. */
export const authRouter = (deps: AuthDependencies): Router => {
  const router = new Router({ prefix: '/api/auth' });
  loginRoute(router, deps);
  sessionRoutes(router, deps);
  twoFactorRoutes(router, deps);
  return router;
};
