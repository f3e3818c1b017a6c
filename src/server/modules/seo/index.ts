/** What crawlers read: robots.txt and the sitemaps (docs/decisions/0010). */
export { seoRoutes } from './routes.js';
export { createSitemaps } from './sitemaps.js';
export { createSeoModule } from './module.js';
