import { useQuery } from '@tanstack/react-query';
import {
  BadgeCheckIcon,
  ClockIcon,
  DollarSignIcon,
  PackageIcon,
  PercentIcon,
  ReceiptIcon,
  TicketIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '@shared/routes';
import { Spinner } from '@web/components/ui/spinner';
import { ADMIN_SCREENS } from '@web/admin-kit/admin-screens';
import { useAdminMoney } from '@web/admin-kit/admin-api';
import { dashboardQuery } from './api';
import { SalesChart } from './sales-chart';
import { SetupChecklist } from './setup-checklist';
import { UsersCard } from './users-card';

function Figure({
  label,
  value,
  note,
  icon: Icon,
}: {
  label: string;
  value: string;
  /** A line under the figure on what it leaves out. */
  note?: string;
  icon: LucideIcon;
}) {
  return (
    <div className="rounded-lg border bg-background p-5 shadow-sm">
      <dt className="flex items-center justify-between text-sm font-medium text-muted-foreground">
        {label}
        <Icon aria-hidden className="size-4" />
      </dt>
      <dd className="mt-2 text-2xl font-bold">{value}</dd>
      {note && <dd className="mt-1 text-xs text-muted-foreground">{note}</dd>}
    </div>
  );
}

/**
 * /admin (docs/specification.md §2 Admin dashboard): the setup checklist until the shop is set up,
 * the eight figures, the admin screens, and the users.
 */
export function Component() {
  const dashboard = useQuery(dashboardQuery);
  const money = useAdminMoney();
  const d = dashboard.data;
  const screens = ADMIN_SCREENS.filter((s) => s.to !== PATHS.admin);

  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
      <SetupChecklist />
      {d ? (
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Figure
            label="Total Sales"
            value={money(d.totalSalesCents)}
            note={d.refundsCents > 0 ? `After ${money(d.refundsCents)} refunded` : undefined}
            icon={DollarSignIcon}
          />
          <Figure label="Total Users" value={String(d.totalUsers)} icon={UsersIcon} />
          <Figure label="Products" value={String(d.products)} icon={PackageIcon} />
          <Figure label="Active Coupons" value={String(d.activeCoupons)} icon={TicketIcon} />
          <Figure label="Pending Orders" value={String(d.pendingOrders)} icon={ClockIcon} />
          <Figure label="Completed Orders" value={String(d.completedOrders)} icon={BadgeCheckIcon} />
          <Figure label="Average Order Value" value={money(d.averageOrderValueCents)} icon={ReceiptIcon} />
          <Figure
            label="Completion Rate"
            value={`${d.completionRatePercent.toFixed(1)}%`}
            icon={PercentIcon}
          />
        </dl>
      ) : (
        dashboard.isPending && <Spinner />
      )}
      <SalesChart />
      <nav aria-label="Admin screens" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {screens.map(({ to, label, description, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="rounded-lg border bg-background p-5 shadow-sm transition-colors hover:bg-accent"
          >
            <Icon aria-hidden className="mb-2 size-5 text-primary" />
            <span className="block font-semibold">{label}</span>
            <span className="text-sm text-muted-foreground">{description}</span>
          </Link>
        ))}
      </nav>
      <UsersCard />
    </div>
  );
}
