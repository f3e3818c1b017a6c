import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditedEntity, FieldChange } from '@shared/schemas/audit';
import { Spinner } from '@web/components/ui/spinner';
import { endpointQueryFn } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { capitalise } from '@web/lib/utils';
import { formatAdminMoment, useAdminMoney } from './admin-api';

/** A record's audit trail, newest first (docs/decisions/0015-admin-at-scale.md). */
export const auditHistoryQuery = (entity: AuditedEntity, id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.audit(entity, id),
    queryFn: endpointQueryFn('getAuditHistory', { params: { entity, id } }),
  });

const MONEY_FIELDS = new Set([
  'price_cents',
  'sale_price_cents',
  'total_amount_cents',
  'min_purchase_cents',
  'max_discount_cents',
]);
const LABELS: Record<string, string> = {
  sku: 'SKU',
  price_cents: 'Price',
  sale_price_cents: 'Sale price',
  total_amount_cents: 'Total',
  inventory_quantity: 'Inventory',
  is_active: 'Active',
  discount_bps: 'Discount (basis points)',
  min_purchase_cents: 'Min purchase',
  max_discount_cents: 'Max discount',
};
/** Fields whose values are names of a state, shown capitalised as the screens show them. */
const STATE_FIELDS = new Set(['status', 'payment_status', 'category', 'discount_type', 'role']);

/**
 * How a record's own fields read in its trail (the shop's settings: `delivery.standardCents`): a
 * label, money, a percentage kept in basis points, or the words for each value of a field that names
 * a choice.
 */
export type AuditFields = Record<
  string,
  { label: string; money?: boolean; percent?: boolean; values?: Record<string, string> }
>;

/** A change as one line: 'Status: pending → shipped'. Long texts are cut; the record keeps them whole. */
function ChangeLine({ change, fields }: { change: FieldChange; fields: AuditFields }) {
  const money = useAdminMoney();
  const own = fields[change.field];
  const label = own?.label ?? LABELS[change.field] ?? capitalise(change.field.replaceAll('_', ' '));
  const isMoney = own?.money ?? MONEY_FIELDS.has(change.field);
  const show = (value: FieldChange['from']) => {
    if (value === null || value === '') return '—';
    if (typeof value === 'boolean') return value ? 'Yes' : 'No';
    if (typeof value === 'number' && isMoney) return money(value);
    if (typeof value === 'number' && own?.percent) return `${value / 100} %`;
    const named = own?.values?.[String(value)];
    if (named) return named;
    const text = STATE_FIELDS.has(change.field) ? capitalise(String(value)) : String(value);
    return text.length > 60 ? `${text.slice(0, 57)}…` : text;
  };
  return (
    <li>
      <span className="font-medium">{label}</span>: {show(change.from)} → {show(change.to)}
    </li>
  );
}

const ACTIONS = { created: 'Created', updated: 'Changed', deleted: 'Deleted' } as const;

/**
 * Who changed the record, when, and each field from what to what: an order's timeline, a product's
 * history. `fields` names the record's own fields where their names do not read well.
 */
export function AuditTimeline({
  entity,
  id,
  title,
  fields = {},
}: {
  entity: AuditedEntity;
  id: string;
  title: string;
  fields?: AuditFields;
}) {
  const history = useQuery(auditHistoryQuery(entity, id));
  const headingId = `audit-${entity}-${id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-medium text-muted-foreground">
        {title}
      </h3>
      {!history.data ? (
        <Spinner className="py-2!" />
      ) : history.data.events.length === 0 ? (
        <p className="text-sm text-muted-foreground">No changes by an administrator yet.</p>
      ) : (
        <ol className="space-y-3 border-l pl-4 text-sm">
          {history.data.events.map((event, i) => (
            <li key={`${event.at}-${i}`}>
              <p className="text-muted-foreground">
                {ACTIONS[event.action]} by {event.actorEmail},{' '}
                <time dateTime={event.at}>{formatAdminMoment(event.at)}</time>
              </p>
              {event.action === 'updated' && (
                <ul className="break-words">
                  {event.changes.map((change) => (
                    <ChangeLine key={change.field} change={change} fields={fields} />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
