import { SearchIcon } from 'lucide-react';
import { Form } from 'react-router';
import { PATHS } from '@shared/routes';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toaster';
import { cn } from '@web/lib/utils';

/**
 * The navigation's search: a GET form the router submits, so that search works before (or without)
 * JavaScript too (docs/decisions/0011-server-rendering.md); a blank term only warns
 * (docs/specification.md §5).
 */
export function SearchBox({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  return (
    <Form
      role="search"
      method="get"
      action={PATHS.search}
      className={cn('relative', className)}
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement;
        input.value = input.value.trim();
        if (input.value) {
          onSearch?.();
        } else {
          event.preventDefault();
          toast.error('Empty search', { description: 'Please enter a search term.' });
        }
      }}
    >
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        name="q"
        aria-label="Search products"
        placeholder="Search products..."
        className="pl-9"
      />
    </Form>
  );
}
