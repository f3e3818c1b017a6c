/**
 * What an admin sees of a coupon or a promotion (docs/decisions/0015): its switch and its dates together.
 * Active means shoppers can use it now; Scheduled, that it starts later; Expired, that it has ended;
 * Inactive, that it is switched off, whatever its dates.
 */
export const SCHEDULE_STATUSES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

export const SCHEDULE_STATUS_LABELS: Record<ScheduleStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  inactive: 'Inactive',
};

/**
 * A schedule's status at a moment. Bounds are compared as they are given: calendar dates
 * (YYYY-MM-DD, a coupon's, against the shop's today) or instants in milliseconds (a promotion's);
 * both ends are included, and no end means it never ends.
 */
export function scheduleStatus<T extends string | number>(
  schedule: { isActive: boolean; from: T; until: T | null },
  now: T,
): ScheduleStatus {
  if (!schedule.isActive) return 'inactive';
  if (now < schedule.from) return 'scheduled';
  if (schedule.until !== null && now > schedule.until) return 'expired';
  return 'active';
}
