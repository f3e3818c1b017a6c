import { DownloadIcon } from 'lucide-react';
import { type EndpointInput, type EndpointOfKind, endpointUrl } from '@shared/api/endpoints';
import { Button } from '@web/components/ui/button';

/**
 * Downloads the list as the admin sees it filtered and sorted, every page of it, as a CSV file
 * (docs/decisions/0016): a plain link, so the browser saves the file as it streams in.
 */
export function ExportCsvLink<Name extends EndpointOfKind<'csv-download'>>({
  endpoint,
  query,
}: {
  endpoint: Name;
  query: Record<string, unknown>;
}) {
  const { page: _everyPage, ...filters } = query;
  return (
    <Button asChild variant="outline">
      <a href={endpointUrl(endpoint, { query: filters } as EndpointInput<Name>)} download>
        <DownloadIcon />
        Export CSV
      </a>
    </Button>
  );
}
