import type { ReturnWindows } from '@shared/schemas/settings';

/**
 * The reason a shopper picks for a defect on the order's page (RETURN_REASON_LABELS.defective, the
 * test holds them equal): the shared schemas' module would bring zod into this page's first view.
 */
export const DEFECT_REASON = 'Defective or damaged';

/** The warranty the policy has always promised against manufacturing defects, in months. */
const WARRANTY_MONTHS = 12;

/**
 * The return windows of the shop's settings as the returns policy words them (the owner sets them:
 * docs/decisions/0019-shop-settings.md). Without them (the public config did not load), words that
 * name no number the shop may not keep, and the cooling-off period at the 7 days the law gives.
 */
export function returnPolicyWords(windows: ReturnWindows | undefined) {
  return {
    /** After 'within': '30 days of delivery'. */
    anyReason: windows ? `${windows.returnDays} days of delivery` : 'the return period after delivery',
    /** After 'within': '6 months of delivery'. */
    defect: windows ? `${windows.defectMonths} months of delivery` : 'the longer period for a defective item',
    /** The cooling-off period: '7 days'. */
    coolingOff: `${windows?.coolingOffDays ?? 7} days`,
    /** Whether the warranty reaches past the defect window, so the page still needs to name it. */
    warrantyBeyond: windows === undefined || windows.defectMonths < WARRANTY_MONTHS,
  };
}
