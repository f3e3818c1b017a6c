/**
 * The catalogue: the storefront's reads (listing and search from an in-memory index), the admin's
 * products and their CSV files. It owns the products table; its stock is the inventory module's.
 */
export { catalogAdminRoutes } from './admin/routes.js';
export { type CatalogAdminService, createCatalogAdminService } from './admin/admin-service.js';
export { type ProductImport, createProductImport } from './csv/product-import.js';
export {
  type LiveCatalogIndex,
  createLiveCatalogIndex,
  databaseSource,
} from './listing-index/live-catalog-index.js';
export {
  type NewProduct,
  activePage as activeProductPage,
  activeState as activeProductState,
  any as hasProducts,
  count as countProducts,
  findById as findProduct,
  insert as insertProducts,
} from './product-repository.js';
export { catalogRoutes } from './storefront/routes.js';
export { type CatalogService, createCatalogService } from './storefront/catalog-service.js';
export { createCatalogModule } from './module.js';
