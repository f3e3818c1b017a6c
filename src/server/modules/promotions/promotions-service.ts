import type { z } from 'zod';
import { promotionStatus } from '../../../shared/pricing.js';
import type { Promotion, promotionInputSchema } from '../../../shared/schemas/promotions.js';
import type { Executor } from '../../db/database.js';
import { type AuditedCrudService, createAuditedCrudService } from '../audit/index.js';
import * as promotionRepository from './promotion-repository.js';
import type { PromotionRow, PromotionWrite } from './promotion-repository.js';

type PromotionInput = z.output<typeof promotionInputSchema>;

export function toPromotion(row: PromotionRow, now: Date): Promotion {
  const isActive = row.is_active === 1;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    discountBps: row.discount_bps,
    startDate: row.start_date,
    endDate: row.end_date,
    appliesToAll: row.applies_to_all === 1,
    category: row.category,
    isActive,
    status: promotionStatus({ isActive, startDate: row.start_date, endDate: row.end_date }, now),
    createdAt: row.created_at,
  };
}

function toWrite(input: PromotionInput): PromotionWrite {
  return {
    name: input.name,
    description: input.description,
    discount_bps: input.discountBps,
    start_date: input.startDate,
    end_date: input.endDate,
    applies_to_all: input.appliesToAll ? 1 : 0,
    category: input.category,
    is_active: input.isActive ? 1 : 0,
  };
}

export interface PromotionsServiceOptions {
  db: Executor;
  /** Told after every change: promotions change the prices shoppers see, as a product change does. */
  onPricesChanged: () => void;
  now: () => Date;
}

/** Sale promotions, each change audited; their statuses on the app's clock. */
export function createPromotionsService({
  db,
  onPricesChanged,
  now,
}: PromotionsServiceOptions): AuditedCrudService<PromotionInput, Promotion> {
  return createAuditedCrudService({
    db,
    table: promotionRepository,
    toWrite,
    toItem: (row) => toPromotion(row, now()),
    noun: 'Promotion',
    audit: {
      entity: 'promotion',
      fields: {
        name: (p) => p.name,
        description: (p) => p.description,
        discount_bps: (p) => p.discount_bps,
        start_date: (p) => new Date(p.start_date).toISOString(),
        end_date: (p) => new Date(p.end_date).toISOString(),
        applies_to_all: (p) => p.applies_to_all === 1,
        category: (p) => p.category,
        is_active: (p) => p.is_active === 1,
      },
    },
    onChanged: onPricesChanged,
    now,
  });
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
