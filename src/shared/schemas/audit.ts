import { z } from 'zod';

/** What the audit trail records changes of (docs/decisions/0015). */
export const AUDITED_ENTITIES = [
  'product',
  'coupon',
  'promotion',
  'order',
  'user',
  'settings',
  'review',
] as const;
export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];

/** The id of the shop's settings in the audit trail (they are one record). */
export const SETTINGS_RECORD = 'shop';

const value = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One field's value before and after a change (null: it had none, or the record was new or gone). */
export const fieldChangeSchema = z.object({ field: z.string(), from: value, to: value });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const auditEventSchema = z.object({
  at: z.string(),
  actorEmail: z.string(),
  action: z.enum(['created', 'updated', 'deleted']),
  changes: z.array(fieldChangeSchema),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditParamsSchema = z.strictObject({
  entity: z.enum(AUDITED_ENTITIES, { error: `Entity must be one of ${AUDITED_ENTITIES.join(', ')}` }),
  /** A record's id; the shop's settings are the one record `shop`. */
  id: z.union([z.uuid(), z.literal(SETTINGS_RECORD)], { error: 'Must be a valid id' }),
});

/** A record's history, newest first. */
export const auditHistorySchema = z.object({ events: z.array(auditEventSchema) });
export type AuditHistory = z.infer<typeof auditHistorySchema>;
