import { flatRoutes } from '@remix-run/fs-routes';
import type { RouteConfig } from '@remix-run/route-config';

// Loader tests live in tests/routes/; a test file left here must still never become a route.
export default flatRoutes({ ignoredRouteFiles: ['**/*.test.{ts,tsx}'] }) satisfies RouteConfig;
