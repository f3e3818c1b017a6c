/** Product images: checked, re-encoded and stored by content, served at addresses that never change. */
export { mediaAdminRoutes } from './admin-routes.js';
export { mediaRoutes } from './routes.js';
export { InvalidImageError, type MediaService, type PreparedImage, createMediaService } from './service.js';
export { createMediaModule } from './module.js';
