import type { Dialect } from 'kysely';

export type EngineKind = 'sqlite' | 'postgres';

/**
 * What differs between the two engines, kept behind one small interface (DESIGN.md §3).
 * Repositories stay on the portable query builder.
 */
export interface EngineDialect {
  readonly kind: EngineKind;
  readonly kyselyDialect: Dialect;
}
