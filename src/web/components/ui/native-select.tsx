import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';
import { fieldClasses } from './input';

/**
 * The browser's own select: its picker is the phone's, it works without JavaScript, and it costs
 * nothing to hydrate (a Radix Select re-rendered itself as it mounted, a long task on a phone).
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn('h-10', fieldClasses, className)} {...props} />;
}
