import { SHOP_TIME_ZONE, shopDateTime } from '@shared/shop-time';

const day = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });

/**
 * A moment in the shop's time zone, e.g. '27 November 2026 at 10:05': the same on the server that
 * renders the page and in the browser that hydrates it, wherever either is.
 */
export const shopMoment = (iso: string) => `${day.format(new Date(iso))} at ${shopDateTime(iso).slice(11)}`;
