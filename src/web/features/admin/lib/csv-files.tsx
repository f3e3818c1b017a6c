import { DownloadIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/**
 * Downloads the list as the admin sees it filtered and sorted, every page of it, as a CSV file
 * (issue 11 §4): a plain link, so the browser saves the file as it streams in.
 */
export function ExportCsvLink({ path, query }: { path: string; query: Record<string, unknown> }) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && key !== 'page') params.set(key, String(value));
  }
  const search = params.toString();
  return (
    <Button asChild variant="outline">
      <a href={search ? `${path}?${search}` : path} download>
        <DownloadIcon />
        Export CSV
      </a>
    </Button>
  );
}
