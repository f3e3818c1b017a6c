import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';

/**
 * A list's rows under a tab per status, each with its count from the list's answer (orders,
 * returns): AdminList's `frame`. The tab is the list's status filter, kept in the address.
 */
export function ListTabs<Value extends string>({
  tabs,
  value,
  counts,
  onChange,
  children,
}: {
  tabs: ReadonlyArray<{ value: Value; label: string }>;
  value: Value;
  counts: Partial<Record<Value, number>> | undefined;
  onChange: (value: Value) => void;
  children: ReactNode;
}) {
  return (
    <Tabs value={value} onValueChange={(next) => onChange(next as Value)}>
      <TabsList className="h-auto! flex-wrap">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label} ({counts?.[tab.value] ?? 0})
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={value} className="rounded-lg border bg-background p-2 shadow-sm">
        {children}
      </TabsContent>
    </Tabs>
  );
}
