import type { FastifyInstance } from 'fastify';

export interface RouteSummary {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, as registered: a test walks the admin ones. */
    routeList: readonly RouteSummary[];
  }
}

/** Records every route registered after this call. */
export function registerRouteList(app: FastifyInstance): void {
  const routes: RouteSummary[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
}
