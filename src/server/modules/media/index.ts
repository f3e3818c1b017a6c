/** Product images: checked, re-encoded and stored by content, served at addresses that never change. */
export { type MediaService, createMediaService } from './service.js';
export { createMediaModule } from './module.js';
