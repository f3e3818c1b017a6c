import { CatalogIndex, type IndexSource } from './catalog-index.js';

export interface CatalogIndexSource {
  /** A number the database raises whenever anything the index holds changes (migration 0002). */
  revision(): Promise<number>;
  activeProducts(): Promise<IndexSource[]>;
}

/**
 * Keeps a CatalogIndex in step with the database. Each use reads the catalogue's revision (one
 * indexed single-row read), so a change made by any app server or script shows in the next query;
 * a changed revision rebuilds the index once however many requests wait for it.
 */
export function createLiveCatalogIndex(source: CatalogIndexSource) {
  let current: { revision: number; index: CatalogIndex } | undefined;
  let building: { revision: number; index: Promise<CatalogIndex> } | undefined;

  function build(revision: number): Promise<CatalogIndex> {
    const index = source
      .activeProducts()
      .then((rows) => {
        const built = new CatalogIndex(rows);
        if (!current || current.revision < revision) current = { revision, index: built };
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
      if (current && current.revision >= revision) return current.index;
      if (building && building.revision >= revision) return building.index;
      return build(revision);
    },
  };
}

export type LiveCatalogIndex = ReturnType<typeof createLiveCatalogIndex>;
