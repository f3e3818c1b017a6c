import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2Icon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm, useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  type OrderReturns as OrderReturnsAnswer,
  RETURN_REASON_LABELS,
  type ReturnReason,
  type Returnability,
  type ShopperReturn,
} from '@shared/schemas/returns';
import { CheckboxField } from '@web/components/form/checkbox-field';
import { Form } from '@web/components/form/form';
import { FormField, FormProblem, TextField, useFieldId } from '@web/components/form/form-field';
import { CountField } from '@web/components/form/number-fields';
import { LineTitle } from '@web/components/line-title';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useRequestReturn } from './api/returns';
import {
  type ReturnFormValues,
  type ReturnRequest,
  carryOver,
  returnFieldProblems,
  returnFormSchema,
  returnFormValues,
} from './return-form';
import {
  RETURN_NEXT_STEP,
  RETURN_STATUS_BADGES,
  RETURN_STATUS_LABELS,
  refundWords,
  returnWindowWords,
} from './return-words';
import { shopDay } from '@shared/shop-time';

type ReturnableLine = NonNullable<Returnability>['lines'][number];

/** One line of the order: ticked to return it, and how many when more than one is left. */
function ReturnLineRow({ line, index }: { line: ReturnableLine; index: number }) {
  const name = `lines.${index}.selected` as const;
  const id = useFieldId(name);
  const { control } = useFormContext<ReturnFormValues>();
  const selected = useWatch({ control, name });
  const { errors } = useFormState({ control, name: `lines.${index}.quantity` });
  const problem = errors.lines?.[index]?.quantity?.message;
  if (line.quantity === 0) {
    return (
      <li className="flex items-start gap-3 py-3 text-muted-foreground">
        <input id={id} type="checkbox" disabled className="mt-0.5 size-4 shrink-0" />
        <div className="space-y-1">
          <Label htmlFor={id} className="leading-5!">
            <LineTitle line={line} />
          </Label>
          <p className="text-sm">Already being returned</p>
          <FormProblem problem={problem} />
        </div>
      </li>
    );
  }
  return (
    <li className="space-y-3 py-3">
      <CheckboxField
        name={name}
        label={line.title}
        hint={[line.variantOptions, `You can return ${line.quantity}`].filter(Boolean).join(' · ')}
      />
      {selected && line.quantity > 1 && (
        <div className="pl-7">
          <CountField
            name={`lines.${index}.quantity`}
            label={
              <>
                How many<span className="sr-only"> of {line.title}</span> (1 to {line.quantity})
              </>
            }
            min="1"
            max={line.quantity}
            className="max-w-32"
            required
          />
        </div>
      )}
      {/* One left: nothing to type, but the server may still refuse it (asked back meanwhile). */}
      {selected && line.quantity === 1 && problem && (
        <div className="pl-7">
          <FormProblem problem={problem} />
        </div>
      )}
    </li>
  );
}

/**
 * Return items: the shared request schema on the form (return-form.ts); the server's problems
 * with a line land on its row, the rest in the call's notice. The returns are read again after
 * every answer, and the form follows what is left.
 */
function ReturnForm({
  orderId,
  accessKey,
  lines,
  reasons,
  onRequested,
}: {
  orderId: string;
  accessKey: string | undefined;
  lines: readonly ReturnableLine[];
  reasons: readonly ReturnReason[];
  onRequested: (request: ShopperReturn) => void;
}) {
  const headingId = useId();
  const linesProblemId = useId();
  const request = useRequestReturn(orderId, accessKey);
  const form = useForm<ReturnFormValues, unknown, ReturnRequest>({
    resolver: zodResolver(returnFormSchema(lines)),
    defaultValues: returnFormValues(lines),
  });
  // What is left changed (the returns were read again): keep the shopper's choices and the
  // server's problems with them.
  useEffect(() => {
    form.reset(carryOver(form.getValues(), lines), { keepErrors: true, keepIsSubmitted: true });
  }, [form, lines]);
  const { errors } = form.formState;
  const linesProblem = errors.lines?.root?.message ?? errors.lines?.message;
  const submit = (body: ReturnRequest) =>
    request.mutate(body, {
      onSuccess: (created) => {
        form.reset(returnFormValues(lines));
        onRequested(created);
      },
      onError: (error) => {
        for (const [name, message] of returnFieldProblems(error, form.getValues())) {
          form.setError(name, { message });
        }
      },
    });

  return (
    <Form form={form} onSubmit={submit} aria-labelledby={headingId} className="space-y-5">
      <h3 id={headingId} className="text-base font-semibold">
        Return items
      </h3>
      <fieldset aria-describedby={linesProblem ? linesProblemId : undefined}>
        <legend className="text-sm font-medium">Which items?</legend>
        <ul className="divide-y">
          {lines.map((line, index) => (
            <ReturnLineRow key={line.lineId} line={line} index={index} />
          ))}
        </ul>
        <FormProblem id={linesProblemId} problem={linesProblem} />
      </fieldset>
      <div className="max-w-sm">
        <FormField
          name="reason"
          label="Reason"
          required
          hint={reasons.length === 1 ? 'Only a defective item can be returned now.' : undefined}
        >
          {({ value, onChange, ...control }) => (
            <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)}>
              <option value="" disabled>
                Choose a reason
              </option>
              {reasons.map((reason) => (
                <option key={reason} value={reason}>
                  {RETURN_REASON_LABELS[reason]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <TextField
        name="details"
        label="Details (optional)"
        hint="What is wrong, or anything else we should know."
        rows={3}
      />
      <Button type="submit" disabled={request.isPending} className="w-full sm:w-auto">
        {request.isPending ? 'Requesting...' : 'Request return'}
      </Button>
    </Form>
  );
}

/** The shopper's returns: each one's status, items, the shop's message once it decided, the refund. */
function ReturnList({ returns }: { returns: readonly ShopperReturn[] }) {
  const headingId = useId();
  return (
    <div aria-labelledby={headingId} role="group" className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold">
        Your returns
      </h3>
      <ul className="space-y-3">
        {returns.map((request) => {
          const next = RETURN_NEXT_STEP[request.status];
          const refunded = refundWords(request);
          return (
            <li key={request.id} className="space-y-3 rounded-md border p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-semibold">Return {request.number}</h4>
                <Badge variant={RETURN_STATUS_BADGES[request.status]}>
                  <span className="sr-only">Status: </span>
                  {RETURN_STATUS_LABELS[request.status]}
                </Badge>
              </div>
              <p className="text-muted-foreground">
                Requested {shopDay(request.requestedAt)} · {RETURN_REASON_LABELS[request.reason]}
              </p>
              <ul className="space-y-1">
                {request.lines.map((line) => (
                  <li key={line.lineId}>
                    <LineTitle line={line} /> × {line.quantity}
                  </li>
                ))}
              </ul>
              {request.details && (
                <p className="break-words whitespace-pre-line">
                  <span className="font-medium">Your note: </span>
                  {request.details}
                </p>
              )}
              {request.message && (
                <div className="space-y-1 rounded-md bg-muted p-3">
                  <p className="font-medium">Our message</p>
                  <p className="break-words whitespace-pre-line">{request.message}</p>
                </div>
              )}
              {next && <p>{next}</p>}
              {refunded && <p className="font-medium">{refunded}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The order page's Returns (docs/specification.md §9 policy), for an order delivered or with returns:
 * its windows and the cooling-off right while it lasts, the form while something may be returned,
 * and the returns asked for.
 */
export function OrderReturns({
  orderId,
  accessKey,
  data,
}: {
  orderId: string;
  accessKey: string | undefined;
  data: OrderReturnsAnswer;
}) {
  const [requested, setRequested] = useState<ShopperReturn | null>(null);
  const { returnable, returns } = data;
  const words = returnable && returnWindowWords(returnable, new Date());
  const anyLeft = returnable?.lines.some((line) => line.quantity > 0) ?? false;
  return (
    <section aria-labelledby="returns-heading" className="space-y-6 rounded-lg border bg-background p-6">
      <h2 id="returns-heading" className="text-lg font-semibold">
        Returns
      </h2>
      {words && (
        <div className="space-y-3 text-sm">
          <p>{words.windows}</p>
          {words.coolingOff && (
            <p className="rounded-md border border-primary/30 bg-primary/5 p-3">{words.coolingOff}</p>
          )}
        </div>
      )}
      <div role="status">
        {requested && (
          <p className="flex items-start gap-2 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
            <CheckCircle2Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              Return <strong>{requested.number}</strong> requested. We will reply within 2 business days, by
              email and on this page.
            </span>
          </p>
        )}
      </div>
      {returnable &&
        words &&
        words.reasons.length > 0 &&
        (anyLeft ? (
          <ReturnForm
            orderId={orderId}
            accessKey={accessKey}
            lines={returnable.lines}
            reasons={words.reasons}
            onRequested={setRequested}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Every item of this order is already being returned.</p>
        ))}
      {returns.length > 0 && <ReturnList returns={returns} />}
    </section>
  );
}
