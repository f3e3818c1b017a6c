import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '@web/lib/utils';

/** A spinning indicator with a label for screen readers. */
export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center py-16', className)}>
      <LoaderCircleIcon aria-hidden className="size-8 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
