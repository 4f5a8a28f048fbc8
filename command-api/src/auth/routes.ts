import Router from '@koa/router';
import { accountRoutes } from './account/routes.ts';
import type { AuthDependencies } from './dependencies.ts';
import { loginRoute } from './login/routes.ts';
import { passwordResetRoutes } from './password-reset/routes.ts';
import { sessionRoutes } from './session/routes.ts';
import { twoFactorRoutes } from './two-factor/routes.ts';

/** Everything under /api/auth: login, refresh, logout, sign out everywhere, password change, password reset by e-mail and the second factor. */
export const authRouter = (deps: AuthDependencies): Router => {
  const router = new Router();
  loginRoute(router, deps);
  sessionRoutes(router, deps);
  twoFactorRoutes(router, deps);
  accountRoutes(router, deps);
  passwordResetRoutes(router, deps);
  return router;
};
