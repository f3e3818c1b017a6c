import { XIcon } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import { MAX_IMAGE_BYTES, RASTER_IMAGE_TYPES } from '@shared/constants';
import { imageAt } from '@shared/media';
import type { ProductInput } from '@shared/schemas/admin-products';
import { toast } from '@web/components/ui/toaster';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useFieldId } from '@web/components/form/form-field';

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

/**
 * Product Images: the form's kept images as thumbnails, each with remove, and the new files chosen,
 * which the dialog uploads on save (docs/specification.md §4).
 */
export function ProductImagesField({
  files,
  onFilesChange,
}: {
  files: File[];
  onFilesChange: (files: File[]) => void;
}) {
  const id = useFieldId('images');
  const {
    field: { value: kept, onChange: keep },
  } = useController<ProductInput, 'images'>({ name: 'images' });
  const { getValues, setValue } = useFormContext<ProductInput>();
  // A variant showing a removed image shows none.
  const remove = (url: string) => {
    keep(kept.filter((image) => image !== url));
    const variants = getValues('variants') ?? [];
    if (variants.some((variant) => variant.image === url))
      setValue(
        'variants',
        variants.map((variant) => (variant.image === url ? { ...variant, image: null } : variant)),
      );
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Product Images</Label>
      {kept.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Current images">
          {kept.map((url, i) => (
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
                className="absolute -top-2 -right-2 size-6! rounded-full!"
                aria-label={`Remove image ${i + 1}`}
                onClick={() => remove(url)}
              >
                <XIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        type="file"
        multiple
        accept={RASTER_IMAGE_TYPES.join(',')}
        className="h-auto! cursor-pointer"
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
