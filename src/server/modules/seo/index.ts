/** What crawlers read: robots.txt and the sitemaps (docs/decisions/0010). */
export { createSeoModule } from './module.js';
