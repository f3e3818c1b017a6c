import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

/**
 * A table. With `cards`, a phone (below 640 px) shows each row as a card whose cells carry their column's
 * name (TableCell's `label`), so no column hides off the side (docs/decisions/0015-admin-at-scale.md).
 */
export function Table({ className, cards = false, ...props }: ComponentProps<'table'> & { cards?: boolean }) {
  return (
    <div className={cn('w-full', cards ? 'sm:overflow-x-auto' : 'overflow-x-auto')}>
      <table
        className={cn(
          'w-full caption-bottom text-sm',
          cards &&
            'max-sm:block max-sm:[&_tbody]:block max-sm:[&_thead]:sr-only max-sm:[&_tr]:block max-sm:[&_tr]:py-2',
          className,
        )}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b text-left text-muted-foreground', className)} {...props} />;
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b last:border-0', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return <th className={cn('px-3 py-2 font-medium whitespace-nowrap', className)} {...props} />;
}

/**
 * `label`: the column's name, shown beside the value when a `cards` table is a card; the value is
 * then one block, however many elements it holds.
 */
export function TableCell({
  className,
  label,
  children,
  ...props
}: ComponentProps<'td'> & { label?: string }) {
  return (
    <td
      data-label={label}
      className={cn(
        'px-3 py-2 align-middle',
        label &&
          'max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:py-1.5 max-sm:text-right max-sm:[overflow-wrap:anywhere] max-sm:whitespace-normal max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:font-medium max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]',
        className,
      )}
      {...props}
    >
      {label ? <div className="contents max-sm:block max-sm:min-w-0">{children}</div> : children}
    </td>
  );
}
