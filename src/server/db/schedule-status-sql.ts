import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ScheduleStatus } from '../../shared/schedule-status.js';

/**
 * scheduleStatus (src/shared/schedule-status.ts) as a condition on a table's switch and bounds, for
 * counting and filtering in the database. The bounds compare as stored: calendar dates as
 * YYYY-MM-DD, moments in UTC (docs/decisions/0013); both ends are included, and no end never ends.
 */
export function scheduleStatusIs(
  columns: { isActive: string; from: string; until: string },
  status: ScheduleStatus,
  now: string,
): RawBuilder<SqlBool> {
  const [active, from, until] = [sql.ref(columns.isActive), sql.ref(columns.from), sql.ref(columns.until)];
  switch (status) {
    case 'inactive':
      return sql<SqlBool>`${active} = 0`;
    case 'scheduled':
      return sql<SqlBool>`(${active} = 1 and ${from} > ${now})`;
    case 'expired':
      return sql<SqlBool>`(${active} = 1 and ${from} <= ${now} and ${until} < ${now})`;
    case 'active':
      return sql<SqlBool>`(${active} = 1 and ${from} <= ${now} and (${until} is null or ${until} >= ${now}))`;
  }
}
