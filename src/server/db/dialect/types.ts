import type { Dialect, Expression, SqlBool } from 'kysely';

export type EngineKind = 'sqlite' | 'postgres';

/**
 * What differs between the two engines, kept behind one small interface (DESIGN.md §3).
 * Repositories stay on the portable query builder and ask the dialect only for these.
 */
export interface EngineDialect {
  readonly kind: EngineKind;
  readonly kyselyDialect: Dialect;
  /**
   * True when a product (aliased `p`) matches a lower-cased search term: the term is a
   * substring of its search text, or equals one of its tags. Wildcards in the term are literal.
   */
  productMatchesTerm(term: string): Expression<SqlBool>;
}
