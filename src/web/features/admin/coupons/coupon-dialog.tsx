import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { COUPON_TYPES, type Coupon, type CouponInput, couponInputSchema } from '@shared/schemas/coupons';
import { AdminFormDialog } from '@web/admin-kit/admin-page';
import { Form } from '@web/components/form/form';
import { FormField, TextField } from '@web/components/form/form-field';
import { SelectField } from '@web/components/form/select-field';
import { SwitchField } from '@web/components/form/switch-field';
import { AmountField, CountField } from '@web/components/form/number-fields';
import { optionalText } from '@web/components/form/text-codecs';
import { TypedTextField } from '@web/components/form/typed-text-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { couponsApi } from './api';
import { couponToInput, emptyCoupon } from './coupon-form';

const TYPE_LABELS = { percentage: 'Percentage', fixed: 'Fixed Amount' } as const;
const TYPE_OPTIONS = COUPON_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

function CouponForm({ coupon, onSaved }: { coupon: Coupon | undefined; onSaved: () => void }) {
  const save = couponsApi.useSave();
  const form = useForm<CouponInput, unknown, z.output<typeof couponInputSchema>>({
    resolver: zodResolver(couponInputSchema),
    defaultValues: coupon ? couponToInput(coupon) : emptyCoupon(),
  });
  const symbol = useWatch({ control: form.control, name: 'discountType' }) === 'percentage' ? '%' : '$';

  return (
    <Form
      form={form}
      onSubmit={(input) => save.mutate({ id: coupon?.id, input }, { onSuccess: onSaved })}
      className="grid gap-4"
    >
      <FormField name="code" label="Coupon Code" required>
        {(control) => (
          <Input
            {...control}
            placeholder="SAVE20"
            className="uppercase"
            onChange={(event) => control.onChange(event.target.value.toUpperCase())}
          />
        )}
      </FormField>
      <TextField name="description" label="Description" rows={2} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="discountType" label="Discount Type" options={TYPE_OPTIONS} />
        <AmountField name="discountValue" label={`Discount Value (${symbol})`} required />
        <AmountField name="minPurchaseCents" label="Min Purchase ($)" />
        <AmountField name="maxDiscountCents" label="Max Discount ($)" />
      </div>
      <CountField name="usageLimit" label="Usage Limit" min="1" placeholder="Leave empty for unlimited" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="validFrom" label="Valid From" type="date" required />
        <TypedTextField name="validUntil" label="Valid Until" codec={optionalText} type="date" />
      </div>
      <SwitchField name="isActive" label="Active" />
      <Button type="submit" disabled={save.isPending}>
        {coupon ? 'Update Coupon' : 'Create Coupon'}
      </Button>
    </Form>
  );
}

/** 'Create New Coupon' / 'Edit Coupon' (docs/specification.md §2). */
export function CouponDialog({
  open,
  onOpenChange,
  coupon,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  coupon: Coupon | undefined;
}) {
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={coupon ? 'Edit Coupon' : 'Create New Coupon'}
      description="The coupon's code, discount, limits and dates"
    >
      <CouponForm key={coupon?.id ?? 'new'} coupon={coupon} onSaved={() => onOpenChange(false)} />
    </AdminFormDialog>
  );
}
