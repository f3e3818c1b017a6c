import { useQuery } from '@tanstack/react-query';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { SALES_CHART_DAYS } from '@shared/schemas/dashboard';
import { Spinner } from '@web/components/ui/spinner';
import { useAdminMoney } from '@web/admin-kit/admin-api';
import { dailySalesQuery } from './api';
import { shopDayStart, shopFormat } from '@shared/shop-time';

/** 2026-11-23 → 23 Nov */
const shortDay = (day: string) => shopFormat(shopDayStart(day), { day: 'numeric', month: 'short' });

/**
 * Orders and sales per day over the last 30 days (docs/decisions/0015-admin-at-scale.md): sales as bars
 * against the left axis, orders as a line against the right. Recharts is part of the admin panel's code only.
 * The same figures are in a table for a screen reader.
 */
export function SalesChart() {
  const sales = useQuery(dailySalesQuery);
  const money = useAdminMoney();
  const days = (sales.data?.days ?? []).map((d) => ({
    ...d,
    label: shortDay(d.day),
    rand: d.salesCents / 100,
  }));

  return (
    <section
      aria-labelledby="sales-heading"
      className="space-y-4 rounded-lg border bg-background p-6 shadow-sm"
    >
      <h2 id="sales-heading" className="text-lg font-semibold">
        Sales, last {SALES_CHART_DAYS} days
      </h2>
      {sales.isPending ? (
        <Spinner />
      ) : (
        <>
          <div aria-hidden className="h-64 w-full">
            <ResponsiveContainer width="100%" height="100%">
              <ComposedChart
                accessibilityLayer={false}
                data={days}
                margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
                <XAxis
                  dataKey="label"
                  tickLine={false}
                  interval="preserveStartEnd"
                  minTickGap={24}
                  fontSize={12}
                />
                <YAxis
                  yAxisId="sales"
                  tickLine={false}
                  fontSize={12}
                  width={72}
                  tickFormatter={(rand: number) => money(Math.round(rand * 100)).replace(/\.00$/, '')}
                />
                <YAxis
                  yAxisId="orders"
                  orientation="right"
                  allowDecimals={false}
                  tickLine={false}
                  fontSize={12}
                  width={32}
                />
                <Legend verticalAlign="top" height={28} iconSize={10} wrapperStyle={{ fontSize: 12 }} />
                <Tooltip
                  formatter={(value, name) =>
                    name === 'Sales' ? money(Math.round(Number(value) * 100)) : String(value)
                  }
                />
                <Bar
                  yAxisId="sales"
                  dataKey="rand"
                  name="Sales"
                  fill="var(--color-primary)"
                  radius={[3, 3, 0, 0]}
                  isAnimationActive={false}
                />
                <Line
                  yAxisId="orders"
                  dataKey="orders"
                  name="Orders"
                  type="linear"
                  isAnimationActive={false}
                  stroke="var(--color-chart-orders)"
                  strokeWidth={2}
                  dot={false}
                />
              </ComposedChart>
            </ResponsiveContainer>
          </div>
          <table className="sr-only">
            <caption>Orders and sales per day, last {SALES_CHART_DAYS} days</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Orders</th>
                <th scope="col">Sales</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.label}</th>
                  <td>{d.orders}</td>
                  <td>{money(d.salesCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
