import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CATEGORIES, CATEGORY_TITLES } from '@shared/constants';
import { type Promotion, type PromotionInput, promotionInputSchema } from '@shared/schemas/promotions';
import { AdminFormDialog } from '@web/admin-kit/admin-page';
import { Form } from '@web/components/form/form';
import { TextField } from '@web/components/form/form-field';
import { SelectField } from '@web/components/form/select-field';
import { SwitchField } from '@web/components/form/switch-field';
import { hundredths, shopDateTimeField } from '@web/components/form/text-codecs';
import { TypedTextField } from '@web/components/form/typed-text-field';
import { Button } from '@web/components/ui/button';
import { DialogClose, DialogFooter } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/toaster';
import { promotionsApi } from './api';
import { EMPTY_PROMOTION, promotionToInput, validationProblem } from './promotion-form';

const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: CATEGORY_TITLES[value] }));

function PromotionForm({ promotion, onSaved }: { promotion: Promotion | undefined; onSaved: () => void }) {
  const save = promotionsApi.useSave();
  const form = useForm<PromotionInput, unknown, z.output<typeof promotionInputSchema>>({
    resolver: zodResolver(promotionInputSchema),
    defaultValues: promotion ? promotionToInput(promotion) : EMPTY_PROMOTION,
  });
  const appliesToAll = useWatch({ control: form.control, name: 'appliesToAll' });

  return (
    // The form's problems are one notice, as the specification words them (docs/specification.md §5).
    <Form
      form={form}
      inlineErrors={false}
      onSubmit={(input) => save.mutate({ id: promotion?.id, input }, { onSuccess: onSaved })}
      onInvalid={(errors) =>
        toast.error('Validation Error', { description: validationProblem(errors, form.getValues()) })
      }
      className="grid gap-4"
    >
      <TextField name="name" label="Promotion Name" required />
      <TextField name="description" label="Description" rows={2} />
      <TypedTextField
        name="discountBps"
        label="Discount Percentage"
        codec={hundredths('as typed')}
        type="number"
        min="0"
        max="100"
        step="0.01"
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TypedTextField
          name="startDate"
          label="Start Date"
          codec={shopDateTimeField}
          type="datetime-local"
          required
        />
        <TypedTextField
          name="endDate"
          label="End Date"
          codec={shopDateTimeField}
          type="datetime-local"
          required
        />
      </div>
      <SwitchField name="appliesToAll" label="Apply to All Products" />
      {!appliesToAll && (
        <SelectField
          name="category"
          label="Category"
          placeholder="Select a category"
          options={CATEGORY_OPTIONS}
        />
      )}
      <SwitchField name="isActive" label="Active" />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {promotion ? 'Update Promotion' : 'Create Promotion'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** 'Create New Promotion' / 'Edit Promotion' (docs/specification.md §2). */
export function PromotionDialog({
  open,
  onOpenChange,
  promotion,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  promotion: Promotion | undefined;
}) {
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={promotion ? 'Edit Promotion' : 'Create New Promotion'}
      description="The promotion's discount, period and products"
    >
      <PromotionForm key={promotion?.id ?? 'new'} promotion={promotion} onSaved={() => onOpenChange(false)} />
    </AdminFormDialog>
  );
}
