import { flatRoutes } from '@remix-run/fs-routes';
import type { RouteConfig } from '@remix-run/route-config';

// Loader tests sit beside their routes; they are not routes.
export default flatRoutes({ ignoredRouteFiles: ['**/*.test.{ts,tsx}'] }) satisfies RouteConfig;
