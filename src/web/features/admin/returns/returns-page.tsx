import { useQuery } from '@tanstack/react-query';
import { EyeIcon } from 'lucide-react';
import { useState } from 'react';
import { ERASED_CUSTOMER, ERASED_DETAIL, isCustomerErased } from '@shared/privacy';
import { RETURN_REASON_LABELS, adminReturnsQuerySchema } from '@shared/schemas/returns';
import { Button } from '@web/components/ui/button';
import { formatAdminDate } from '@web/admin-kit/admin-api';
import {
  AdminList,
  type Column,
  ListSearch,
  ListToolbar,
  TitledCell,
  useListQuery,
} from '@web/admin-kit/admin-list';
import { AdminPageHeader } from '@web/admin-kit/admin-page';
import { ListTabs } from '@web/admin-kit/list-tabs';
import { adminReturnsQuery } from './api';
import { type ListedReturn, ReturnDetailsDialog } from './return-details-dialog';
import { RETURN_TABS } from './return-rules';
import { ReturnStatusBadge } from './return-status-badge';

const columns = (onView: (row: ListedReturn) => void): Column<ListedReturn>[] => [
  { label: 'Return #', className: 'font-mono text-xs', cell: (row) => row.number },
  { label: 'Order #', className: 'font-mono text-xs', cell: (row) => row.orderNumber },
  {
    label: 'Customer',
    cell: (row) =>
      isCustomerErased(row) ? (
        <TitledCell title={ERASED_CUSTOMER} detail={ERASED_DETAIL} />
      ) : (
        <TitledCell title={row.customerName} detail={row.customerEmail} />
      ),
  },
  { label: 'Reason', cell: (row) => RETURN_REASON_LABELS[row.reason] },
  { label: 'Requested', className: 'whitespace-nowrap', cell: (row) => formatAdminDate(row.requestedAt) },
  { label: 'Status', cell: (row) => <ReturnStatusBadge status={row.status} /> },
  {
    label: 'Actions',
    cell: (row) => (
      <Button variant="ghost" size="sm" aria-label={`View return ${row.number}`} onClick={() => onView(row)}>
        <EyeIcon />
        View
      </Button>
    ),
  },
];

/**
 * /admin/returns: shoppers' returns under a tab per status, searched and paged on the server
 * (docs/decisions/0015-admin-at-scale.md); each opens to be authorised or declined, received and
 * refunded (docs/decisions/0022-returns-and-refunds.md).
 */
export function Component() {
  const { query, update, search, goTo, filtered } = useListQuery(adminReturnsQuerySchema);
  const returns = useQuery(adminReturnsQuery(query));
  // The return as listed when opened: a step moves it to another tab, and its dialog stays open.
  const [viewing, setViewing] = useState<ListedReturn>();
  const list = returns.data;

  return (
    <div className="space-y-6">
      <AdminPageHeader title="Returns" />
      <ListToolbar>
        <ListSearch
          label="Search by return or order number, name or email"
          value={query.q}
          onSearch={search}
        />
      </ListToolbar>
      <AdminList
        rows={list?.returns}
        columns={columns(setViewing)}
        status={returns}
        noun="returns"
        one="return"
        filtered={filtered}
        page={list}
        onPage={goTo}
        frame={(table) => (
          <ListTabs
            tabs={RETURN_TABS}
            value={query.status ?? 'all'}
            counts={list?.counts}
            onChange={(status) => update({ status: status === 'all' ? undefined : status })}
          >
            {table}
          </ListTabs>
        )}
      />
      <ReturnDetailsDialog listed={viewing} onClose={() => setViewing(undefined)} />
    </div>
  );
}
