import { cn } from '@web/lib/utils';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SCHEDULE_STATUS_LABELS, type ScheduleStatus } from '@shared/schedule-status';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';

/** A screen's title, with its add button when it has one, after its other actions (`children`). */
export function AdminPageHeader({
  title,
  action,
  children,
}: {
  title: string;
  action?: { label: string; onClick: () => void };
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="flex flex-wrap gap-2">
        {children}
        {action && (
          <Button onClick={action.onClick}>
            <PlusIcon />
            {action.label}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The card a screen's list sits in. */
export function AdminCard({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border bg-background p-2 shadow-sm">{children}</div>;
}

export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <PencilIcon />
    </Button>
  );
}

/** Deletes after the browser's confirmation (docs/specification.md §5). */
export function DeleteButton({
  label,
  confirmation,
  onConfirm,
}: {
  label: string;
  confirmation: string;
  onConfirm: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      onClick={() => {
        if (window.confirm(confirmation)) onConfirm();
      }}
    >
      <Trash2Icon className="text-destructive" />
    </Button>
  );
}

/**
 * A create/edit dialog. Its form is the child, keyed by the record, so it mounts afresh on every
 * opening: a closed dialog resets to its defaults (docs/specification.md §4).
 */
export function AdminFormDialog({
  open,
  onOpenChange,
  title,
  description,
  showDescription = false,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  showDescription?: boolean;
  /** Room for a table (a product's variants). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn('max-h-[90vh] overflow-y-auto', wide ? 'sm:max-w-5xl' : 'sm:max-w-2xl')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={showDescription ? undefined : 'sr-only'}>
            {description}
          </DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

const SCHEDULE_BADGES: Record<ScheduleStatus, 'default' | 'secondary' | 'outline' | 'destructive'> = {
  active: 'default',
  scheduled: 'outline',
  expired: 'secondary',
  inactive: 'secondary',
};

/**
 * A coupon's or promotion's status as the server computed it from its switch and dates
 * (docs/decisions/0015-admin-at-scale.md).
 */
export function ScheduleBadge({ status }: { status: ScheduleStatus }) {
  return <Badge variant={SCHEDULE_BADGES[status]}>{SCHEDULE_STATUS_LABELS[status]}</Badge>;
}
