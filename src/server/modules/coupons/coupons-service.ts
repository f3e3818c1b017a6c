import type { z } from 'zod';
import { shopToday } from '../../../shared/shop-time.js';
import type { Coupon, couponInputSchema } from '../../../shared/schemas/coupons.js';
import type { Executor } from '../../db/database.js';
import { isCheckViolation, isUniqueViolation } from '../../db/errors.js';
import { conflict } from '../../http/errors.js';
import { type AuditedCrudService, createAuditedCrudService } from '../audit/index.js';
import * as couponRepository from './coupon-repository.js';
import type { CouponWrite } from './coupon-repository.js';
import { toCoupon } from './to-coupon.js';

type CouponInput = z.output<typeof couponInputSchema>;

function toWrite(input: CouponInput): CouponWrite {
  return {
    code: input.code,
    description: input.description,
    discount_type: input.discountType,
    discount_value: input.discountValue,
    min_purchase_cents: input.minPurchaseCents,
    max_discount_cents: input.maxDiscountCents,
    usage_limit: input.usageLimit,
    valid_from: input.validFrom,
    valid_until: input.validUntil,
    is_active: input.isActive ? 1 : 0,
  };
}

/** A duplicate code or a limit below the uses so far is a clear 409, and nothing is written. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('duplicate_code', 'Another coupon already has this code');
    if (isCheckViolation(error)) {
      throw conflict(
        'usage_limit_below_uses',
        'The usage limit cannot be below the times the coupon was used',
      );
    }
    throw error;
  }
}

/** Discount coupons, each change audited; their statuses by the shop's day on the app's clock. */
export function createCouponsService({
  db,
  now,
}: {
  db: Executor;
  now: () => Date;
}): AuditedCrudService<CouponInput, Coupon> {
  return createAuditedCrudService({
    db,
    table: couponRepository,
    toWrite,
    toItem: (row) => toCoupon(row, shopToday(now())),
    noun: 'Coupon',
    audit: {
      entity: 'coupon',
      fields: {
        code: (c) => c.code,
        description: (c) => c.description,
        discount_type: (c) => c.discount_type,
        discount_value: (c) => c.discount_value,
        min_purchase_cents: (c) => c.min_purchase_cents,
        max_discount_cents: (c) => c.max_discount_cents,
        usage_limit: (c) => c.usage_limit,
        valid_from: (c) => c.valid_from,
        valid_until: (c) => c.valid_until,
        is_active: (c) => c.is_active === 1,
      },
    },
    guard: guarded,
    now,
  });
}

export type CouponsService = ReturnType<typeof createCouponsService>;
