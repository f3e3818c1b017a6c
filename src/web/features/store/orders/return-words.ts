import { formatRand } from '@shared/money';
import {
  RETURN_REASONS,
  type ReturnReason,
  type ReturnStatus,
  type Returnability,
  type ShopperReturn,
} from '@shared/schemas/returns';
import { shopDay } from '@shared/shop-time';

/** The windows of a delivered order, as the server answers them (the shop's settings). */
export type ReturnWindowDates = Pick<
  NonNullable<Returnability>,
  'deliveredAt' | 'until' | 'defectUntil' | 'coolingOffUntil'
>;

const DAY_MS = 24 * 60 * 60_000;
/** The cooling-off period's length in days, from the dates the server answered (the shop sets it). */
export const coolingOffDays = (dates: Pick<ReturnWindowDates, 'deliveredAt' | 'coolingOffUntil'>): number =>
  Math.round((Date.parse(dates.coolingOffUntil) - Date.parse(dates.deliveredAt)) / DAY_MS);

export interface ReturnWindowWords {
  /** The reasons a return may still be asked for: all of them, a defect only, or none. */
  reasons: readonly ReturnReason[];
  /** Until when returns are open, or since when they are not. */
  windows: string;
  /** The cooling-off right, while it lasts. */
  coolingOff: string | null;
}

/**
 * What the order's page says of its windows at `now`, and which reasons it offers: the server
 * takes any reason until `until` and a defect until `defectUntil` (both included).
 */
export function returnWindowWords(dates: ReturnWindowDates, now: Date): ReturnWindowWords {
  const at = now.getTime();
  const until = shopDay(dates.until);
  const defectUntil = shopDay(dates.defectUntil);
  if (at <= Date.parse(dates.until)) {
    return {
      reasons: RETURN_REASONS,
      windows:
        defectUntil === until
          ? `You can return items until ${until}.`
          : `You can return items until ${until}; a defective item until ${defectUntil}.`,
      // Named only while the form takes any reason, so the page never offers what the server refuses.
      coolingOff:
        at <= Date.parse(dates.coolingOffUntil)
          ? `You are within the ${coolingOffDays(dates)}-day cooling-off period of an online purchase (ECT Act section 44): you may return it for any reason and get a full refund. It ends on ${shopDay(dates.coolingOffUntil)}.`
          : null,
    };
  }
  if (at <= Date.parse(dates.defectUntil)) {
    return {
      reasons: ['defective'],
      windows: `The return period for this order ended on ${until}. You can still return a defective item until ${defectUntil}.`,
      coolingOff: null,
    };
  }
  return {
    reasons: [],
    windows: `The return periods for this order have ended: on ${until}, and for a defective item on ${defectUntil}. If something is wrong with an item, please contact us.`,
    coolingOff: null,
  };
}

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  authorised: 'Authorised',
  received: 'Received',
  refunded: 'Refunded',
  declined: 'Declined',
};

export const RETURN_STATUS_BADGES = {
  requested: 'outline',
  authorised: 'secondary',
  received: 'secondary',
  refunded: 'default',
  declined: 'destructive',
} as const satisfies Record<ReturnStatus, string>;

/**
 * What happens next to a return, in the policy's terms (docs/specification.md §9: authorisation within
 * 2 business days, refunds in 5-7); a declined one has the shop's message instead.
 */
export const RETURN_NEXT_STEP: Record<ReturnStatus, string | null> = {
  requested: 'We will reply within 2 business days.',
  authorised:
    'Please send the items back as our message says. We refund you once they reach us and we have checked them.',
  received: 'We have received the items. Your refund follows within 5-7 business days.',
  refunded: null,
  declined: null,
};

/** What a return gave back so far, and where its credit note is; null before any refund. */
export const refundWords = (request: Pick<ShopperReturn, 'refundedCents'>): string | null =>
  request.refundedCents > 0
    ? `Refunded ${formatRand(request.refundedCents)}. The credit note is listed with this order's invoices.`
    : null;
