import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Coupon } from '@shared/schemas/coupons';
import { Button } from '@web/components/ui/button';
import { FormField, fieldA11y } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { AdminFormDialog } from '@web/admin-kit/admin-page';
import { SelectField, SwitchField } from '@web/admin-kit/form-controls';
import { couponsApi } from './api';
import {
  type CouponForm,
  couponFormSchema,
  couponToForm,
  emptyCouponForm,
  formToCoupon,
} from './coupon-form';

const TYPE_OPTIONS = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'fixed', label: 'Fixed Amount' },
] as const;

function CouponFormBody({ coupon, onSaved }: { coupon: Coupon | undefined; onSaved: () => void }) {
  const save = couponsApi.useSave();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CouponForm>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: coupon ? couponToForm(coupon) : emptyCouponForm(),
  });
  const symbol = useWatch({ control, name: 'discountType' }) === 'percentage' ? '%' : '$';
  const text = (name: keyof CouponForm, required = false) => ({
    ...fieldA11y(`coupon-${name}`, errors[name], required),
    ...register(name),
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit((form) =>
        save.mutate({ id: coupon?.id, input: formToCoupon(form) }, { onSuccess: onSaved }),
      )}
    >
      <FormField id="coupon-code" label="Coupon Code" error={errors.code}>
        <Input
          placeholder="SAVE20"
          className="uppercase"
          {...text('code', true)}
          onInput={(event) => {
            event.currentTarget.value = event.currentTarget.value.toUpperCase();
          }}
        />
      </FormField>
      <FormField id="coupon-description" label="Description" error={errors.description}>
        <Textarea rows={2} {...text('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="discountType"
          render={({ field }) => (
            <SelectField
              id="coupon-type"
              label="Discount Type"
              value={field.value}
              options={TYPE_OPTIONS}
              onChange={field.onChange}
            />
          )}
        />
        <FormField
          id="coupon-discountValue"
          label={`Discount Value (${symbol})`}
          error={errors.discountValue}
        >
          <Input type="number" step="0.01" min="0" {...text('discountValue', true)} />
        </FormField>
        <FormField id="coupon-minPurchase" label="Min Purchase ($)" error={errors.minPurchase}>
          <Input type="number" step="0.01" min="0" {...text('minPurchase')} />
        </FormField>
        <FormField id="coupon-maxDiscount" label="Max Discount ($)" error={errors.maxDiscount}>
          <Input type="number" step="0.01" min="0" {...text('maxDiscount')} />
        </FormField>
      </div>
      <FormField id="coupon-usageLimit" label="Usage Limit" error={errors.usageLimit}>
        <Input
          type="number"
          step="1"
          min="1"
          placeholder="Leave empty for unlimited"
          {...text('usageLimit')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="coupon-validFrom" label="Valid From" error={errors.validFrom}>
          <Input type="date" {...text('validFrom', true)} />
        </FormField>
        <FormField id="coupon-validUntil" label="Valid Until" error={errors.validUntil}>
          <Input type="date" {...text('validUntil')} />
        </FormField>
      </div>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <SwitchField id="coupon-active" label="Active" checked={field.value} onChange={field.onChange} />
        )}
      />
      <Button type="submit" disabled={save.isPending}>
        {coupon ? 'Update Coupon' : 'Create Coupon'}
      </Button>
    </form>
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
      <CouponFormBody key={coupon?.id ?? 'new'} coupon={coupon} onSaved={() => onOpenChange(false)} />
    </AdminFormDialog>
  );
}
