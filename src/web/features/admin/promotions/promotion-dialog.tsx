import { useState } from 'react';
import { toast } from '@web/components/ui/toaster';
import { CATEGORIES, CATEGORY_TITLES, type Category } from '@shared/constants';
import type { Promotion } from '@shared/schemas/promotions';
import { Button } from '@web/components/ui/button';
import { DialogClose, DialogFooter } from '@web/components/ui/dialog';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { AdminFormDialog } from '@web/admin-kit/admin-page';
import { SelectField, SwitchField } from '@web/admin-kit/form-controls';
import { promotionsApi } from './api';
import {
  EMPTY_PROMOTION_FORM,
  type PromotionForm,
  checkPromotionForm,
  promotionToForm,
} from './promotion-form';

const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: CATEGORY_TITLES[value] }));

function PromotionFormBody({
  promotion,
  onSaved,
}: {
  promotion: Promotion | undefined;
  onSaved: () => void;
}) {
  const save = promotionsApi.useSave();
  const [form, setForm] = useState<PromotionForm>(
    promotion ? promotionToForm(promotion) : EMPTY_PROMOTION_FORM,
  );
  const set =
    <K extends keyof PromotionForm>(key: K) =>
    (value: PromotionForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const text = (key: 'name' | 'description' | 'percentage' | 'start' | 'end') => ({
    id: `promotion-${key}`,
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
  });

  const submit = () => {
    const checked = checkPromotionForm(form);
    if ('error' in checked) {
      toast.error('Validation Error', { description: checked.error });
      return;
    }
    save.mutate({ id: promotion?.id, input: checked.input }, { onSuccess: onSaved });
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="space-y-2">
        <Label htmlFor="promotion-name">Promotion Name</Label>
        <Input required {...text('name')} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="promotion-description">Description</Label>
        <Textarea rows={2} {...text('description')} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="promotion-percentage">Discount Percentage</Label>
        <Input type="number" min="0" max="100" step="0.01" required {...text('percentage')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="promotion-start">Start Date</Label>
          <Input type="datetime-local" required {...text('start')} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="promotion-end">End Date</Label>
          <Input type="datetime-local" required {...text('end')} />
        </div>
      </div>
      <SwitchField
        id="promotion-all"
        label="Apply to All Products"
        checked={form.appliesToAll}
        onChange={set('appliesToAll')}
      />
      {!form.appliesToAll && (
        <SelectField<Category>
          id="promotion-category"
          label="Category"
          value={form.category}
          placeholder="Select a category"
          options={CATEGORY_OPTIONS}
          onChange={set('category')}
        />
      )}
      <SwitchField id="promotion-active" label="Active" checked={form.isActive} onChange={set('isActive')} />
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
    </form>
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
      <PromotionFormBody
        key={promotion?.id ?? 'new'}
        promotion={promotion}
        onSaved={() => onOpenChange(false)}
      />
    </AdminFormDialog>
  );
}
