import { XIcon } from 'lucide-react';
import { toast } from '@web/components/ui/toaster';
import { MAX_IMAGE_BYTES, RASTER_IMAGE_TYPES } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { imageAt } from '@shared/media';

/** docs/specification.md §5's checks, mirrored here; the server checks the bytes again. */
function acceptable(file: File): boolean {
  if (file.size > MAX_IMAGE_BYTES) {
    toast.error(`${file.name} is too large. Maximum size is 5MB.`);
    return false;
  }
  if (!(RASTER_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    toast.error(`${file.name} is not a valid image file.`);
    return false;
  }
  return true;
}

/** Product Images: the kept images as thumbnails with remove, and new files to upload on save. */
export function ProductImagesField({
  existing,
  onRemoveExisting,
  files,
  onFilesChange,
}: {
  existing: string[];
  onRemoveExisting: (url: string) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor="product-images">Product Images</Label>
      {existing.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Current images">
          {existing.map((url, i) => (
            <li key={url} className="relative">
              <img
                src={imageAt(url, 200)}
                alt={`Image ${i + 1}`}
                className="size-16 rounded-md border object-cover"
              />
              <Button
                type="button"
                variant="destructive"
                size="icon"
                className="absolute -top-2 -right-2 size-6 rounded-full"
                aria-label={`Remove image ${i + 1}`}
                onClick={() => onRemoveExisting(url)}
              >
                <XIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Input
        id="product-images"
        type="file"
        multiple
        accept={RASTER_IMAGE_TYPES.join(',')}
        className="h-auto cursor-pointer"
        onChange={(event) => {
          onFilesChange(Array.from(event.target.files ?? []).filter(acceptable));
        }}
      />
      {files.length > 0 && (
        <p className="text-sm text-muted-foreground">{files.length} new image(s) selected</p>
      )}
    </div>
  );
}
