import type { ReturnReason } from '../../../shared/schemas/returns.js';
import type { ReturnWindows as WindowSettings } from '../../../shared/schemas/settings.js';

/**
 * How long after delivery a shopper may ask for a return (docs/decisions/0022-returns-and-refunds.md):
 * any reason for `returnDays`, a defect for `defectMonths` (Consumer Protection Act section 56), and
 * the cooling-off period of an online sale (ECT Act section 44) for `coolingOffDays`. Each window
 * ends at the same time of day as the delivery, so a whole last day counts.
 */
export interface ReturnWindows {
  until: Date;
  defectUntil: Date;
  coolingOffUntil: Date;
}

const DAY_MS = 24 * 60 * 60_000;

const addMonths = (date: Date, months: number) => {
  const moved = new Date(date);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  // 31 August + 6 months is 3 March: keep to the month's last day instead.
  if (moved.getUTCDate() !== date.getUTCDate()) moved.setUTCDate(0);
  return moved;
};

export function returnWindows(deliveredAt: string, settings: WindowSettings): ReturnWindows {
  const delivered = new Date(deliveredAt);
  const coolingOffUntil = new Date(delivered.getTime() + settings.coolingOffDays * DAY_MS);
  const returns = new Date(delivered.getTime() + settings.returnDays * DAY_MS);
  // Any reason counts while the cooling-off period runs, however short the return window is set.
  const until = returns > coolingOffUntil ? returns : coolingOffUntil;
  const defect = addMonths(delivered, settings.defectMonths);
  return {
    until,
    // A defect may always be returned while any reason may.
    defectUntil: defect > until ? defect : until,
    coolingOffUntil,
  };
}

/** Whether a return for this reason may still be asked for. */
export const withinWindow = (windows: ReturnWindows, reason: ReturnReason, now: Date) =>
  now <= (reason === 'defective' ? windows.defectUntil : windows.until);
