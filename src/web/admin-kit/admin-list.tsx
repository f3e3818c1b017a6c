import { SearchIcon } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { SCHEDULE_STATUSES, SCHEDULE_STATUS_LABELS } from '@shared/schedule-status';
import { scheduledListQuerySchema } from '@shared/schemas/admin-lists';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/utils';
import { AdminCard } from './admin-page';

/*
 * The kit of every admin list (products, orders, users, coupons, promotions, emails): its query in the
 * address (useListQuery), its search and filters, its table with its empty state, and its pager.
 */

type Patch = Record<string, string | undefined>;

/** Where a page of a list is: what every list's answer says. */
type ListPage = { total: number; page: number; pageSize: number };

/** The parts of a list's address that only page or order it. */
const VIEW_ONLY = new Set(['page', 'sort', 'dir']);

/** Whether a list's query leaves rows out (a search or a filter), as its empty state says. */
export const isFiltered = (query: object): boolean => Object.keys(query).some((key) => !VIEW_ONLY.has(key));

/**
 * The values of an address the schema takes: each value it refuses, and each name it does not know
 * (a link's tracking parameter, an old bookmark), is left out rather than failing the whole query.
 */
export function parseLeniently<Schema extends z.ZodType<object>>(
  schema: Schema,
  values: Record<string, string>,
): z.output<Schema> {
  const raw = { ...values };
  for (let attempt = 0; attempt < 3; attempt++) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') for (const key of issue.keys) delete raw[key];
      else delete raw[String(issue.path[0])];
    }
  }
  return {} as z.output<Schema>;
}

/**
 * An admin list's query, kept in the address so that a view can be bookmarked or shared
 * (docs/decisions/0015-admin-at-scale.md), parsed by the endpoint's own schema: a value that does not
 * parse is left out. `update` changes some values (blank removes one) and goes back to the first page
 * unless it sets the page.
 */
export function useListQuery<Schema extends z.ZodType<object>>(schema: Schema) {
  const [params, setParams] = useSearchParams();
  const query = parseLeniently(schema, Object.fromEntries(params));

  const update = useCallback(
    (patch: Patch, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );
  /** Searches for a term, replacing the history entry (typing is not a step to go back to). */
  const search = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const goTo = useCallback((page: number) => update({ page: String(page) }), [update]);
  return { query, update, search, goTo, filtered: isFiltered(query) };
}

/** A search box that updates the list a moment after the admin stops typing. */
export function ListSearch({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string | undefined;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value ?? '');
  // The address changed another way (back, a link): show its term (React's 'adjusting state when
  // a prop changes', without an effect).
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  useEffect(() => {
    if (text.trim() === (value ?? '')) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="relative col-span-2 min-w-0 flex-1 basis-56">
      <SearchIcon aria-hidden className="absolute top-3 left-3 size-4 text-muted-foreground" />
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}

/** A filter of an admin list: a labelled native select whose first option means 'any'. */
export function ListFilter({
  label,
  value,
  any,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  any: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <label className="grid gap-1 text-xs font-medium text-muted-foreground">
      {label}
      <NativeSelect
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="text-foreground sm:w-auto sm:min-w-36"
      >
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}

/** The row of a list's search and filters above its table. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">{children}</div>;
}

/** A column of a list's table: its name, and the cell of each row. */
export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/** A cell's text with a line of detail under it: a coupon's description, a customer's email. */
export function TitledCell({
  title,
  detail,
  className = 'font-medium',
}: {
  title: ReactNode;
  detail?: ReactNode;
  className?: string;
}) {
  return (
    <>
      <span className={cn('block', className)}>{title}</span>
      {detail && <span className="text-muted-foreground">{detail}</span>}
    </>
  );
}

interface ListTableProps<Row> {
  rows: Row[] | undefined;
  columns: Column<Row>[];
  /**
   * The list query's state: a spinner until its first answer; while a new page, tab or search loads,
   * the previous rows stay, marked busy, so nobody (a screen reader, a test) takes them for the new.
   */
  status: { isPending: boolean; isPlaceholderData: boolean };
  /** The rows, as 'products'. */
  noun: string;
  filtered: boolean;
  empty?: string;
}

/**
 * A list's rows as a table (cards on a phone), a spinner until its first answer, and its empty state:
 * what `empty` says, or that nothing matches the search and filters.
 */
function ListTable<Row extends { id: string }>({
  rows,
  columns,
  status,
  noun,
  filtered,
  empty = `No ${noun} yet.`,
}: ListTableProps<Row>) {
  if (status.isPending) return <Spinner />;
  if (rows?.length === 0) {
    return (
      <p className="px-4 py-12 text-center text-muted-foreground">
        {filtered ? `No ${noun} match this search.` : empty}
      </p>
    );
  }
  return (
    <Table
      cards
      aria-busy={status.isPlaceholderData}
      className={cn(status.isPlaceholderData && 'opacity-60')}
    >
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.label}>{column.label}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {(rows ?? []).map((row) => (
          <TableRow key={row.id}>
            {columns.map((column) => (
              <TableCell key={column.label} label={column.label} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Where the page is in the list, and the way to the pages either side; nothing until the list's
 * first answer has come.
 */
function ListPager({
  noun,
  one,
  list,
  onPage,
}: {
  /** The rows, as 'products'. */
  noun: string;
  /** One row, as 'product'. */
  one: string;
  list: ListPage | undefined;
  onPage: (page: number) => void;
}) {
  if (!list) return null;
  const { total, page, pageSize } = list;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 0
          ? `No ${noun} found`
          : `${first}–${last} of ${total.toLocaleString('en-ZA')} ${total === 1 ? one : noun}`}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-3">
          <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {page} of {pages.toLocaleString('en-ZA')}
          </span>
          <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}

/**
 * Every admin list: its rows as a table (or its empty state) in the screen's card, or in `frame` (the
 * orders' tabs, the dashboard's users card), then its pager.
 */
export function AdminList<Row extends { id: string }>({
  page,
  one,
  onPage,
  frame = (table) => <AdminCard>{table}</AdminCard>,
  ...table
}: ListTableProps<Row> & {
  /** The list's answer: where its rows are in all. */
  page: ListPage | undefined;
  /** One row, as 'product'. */
  one: string;
  onPage: (page: number) => void;
  frame?: (table: ReactNode) => ReactNode;
}) {
  return (
    <>
      {frame(<ListTable {...table} />)}
      <ListPager noun={table.noun} one={one} list={page} onPage={onPage} />
    </>
  );
}

const SCHEDULE_OPTIONS = SCHEDULE_STATUSES.map((value) => ({ value, label: SCHEDULE_STATUS_LABELS[value] }));

/** The search and status filter of a list of coupons or promotions, kept in the address. */
export function useScheduledList(searchLabel: string) {
  const { query, update, search, goTo, filtered } = useListQuery(scheduledListQuerySchema);
  const toolbar = (
    <ListToolbar>
      <ListSearch label={searchLabel} value={query.q} onSearch={search} />
      <ListFilter
        label="Status"
        any="All statuses"
        value={query.status}
        options={SCHEDULE_OPTIONS}
        onChange={(status) => update({ status })}
      />
    </ListToolbar>
  );
  return { query, toolbar, filtered, onPage: goTo };
}
