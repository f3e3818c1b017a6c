import type { PromotionRule } from '../../../shared/pricing.js';
import { CatalogIndex, type IndexSource } from './catalog-index.js';

export interface CatalogIndexSource {
  /** A number the database raises whenever anything the index holds changes (migration 0002). */
  revision(): Promise<number>;
  activeProducts(): Promise<IndexSource[]>;
  promotions(): Promise<PromotionRule[]>;
}

/**
 * Keeps a CatalogIndex in step with the database. Each use reads the catalogue's revision (one
 * indexed single-row read), so a change made by any app server or script shows in the next query;
 * a changed revision, or a promotion starting or ending, rebuilds the index once however many
 * requests wait for it.
 */
export function createLiveCatalogIndex(source: CatalogIndexSource) {
  let current: { revision: number; index: CatalogIndex } | undefined;
  let building: { revision: number; index: Promise<CatalogIndex> } | undefined;

  function build(revision: number): Promise<CatalogIndex> {
    const index = Promise.all([source.activeProducts(), source.promotions()])
      .then(([rows, promotions]) => {
        const built = new CatalogIndex(rows, promotions);
        if (!current || current.revision <= revision) current = { revision, index: built };
        return built;
      })
      // A failed build is not kept: the next request tries again.
      .finally(() => {
        if (building?.index === index) building = undefined;
      });
    building = { revision, index };
    return index;
  }

  return {
    /** The index as of the database's current revision. */
    async current(): Promise<CatalogIndex> {
      // Read the revision before the rows: a change landing in between only causes one more rebuild.
      const revision = await source.revision();
      // A promotion starting or ending changes prices without any write: rebuild at that instant too.
      const expired = (index: CatalogIndex) =>
        index.validUntil !== undefined && index.validUntil <= new Date();
      if (current && current.revision >= revision && !expired(current.index)) return current.index;
      if (building && building.revision >= revision) return building.index;
      return build(revision);
    },
  };
}

export type LiveCatalogIndex = ReturnType<typeof createLiveCatalogIndex>;
