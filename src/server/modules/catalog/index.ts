/**
 * The catalogue: the storefront's reads (listing and search from an in-memory index), the admin's
 * products and their CSV files. It owns the products table; its stock is the inventory module's.
 */
export { createCatalogAdminService } from './admin/admin-service.js';
export { createProductImport } from './csv/product-import.js';
export { createLiveCatalogIndex, databaseSource } from './listing-index/live-catalog-index.js';
export {
  activePage as activeProductPage,
  activeState as activeProductState,
  any as hasProducts,
  count as countProducts,
  findById as findProduct,
} from './product-repository.js';
export { holdProductRating, insertProducts, saveVariants, setProductRating } from './product-writes.js';
export {
  findOf as findVariantOf,
  idsByProduct as variantIdsOf,
  ofProducts as variantsOf,
  repriceForStock,
} from './variant-repository.js';
export { createCatalogService } from './storefront/catalog-service.js';
export { createCatalogModule } from './module.js';
