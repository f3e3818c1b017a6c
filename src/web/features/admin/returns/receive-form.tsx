import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type AdminReturn, returnReceivedBodySchema } from '@shared/schemas/returns';
import { CheckboxField } from '@web/components/form/checkbox-field';
import { Form } from '@web/components/form/form';
import { Button } from '@web/components/ui/button';
import { useReceiveReturn } from './api';
import { type ReceiveFormValues, receiveFormValues } from './return-rules';

/**
 * Mark received: each returned item back into stock or not (a damaged one is not sold again), all
 * in one step, as the server takes it.
 */
export function ReceiveForm({ found }: { found: AdminReturn }) {
  const receive = useReceiveReturn();
  const form = useForm<ReceiveFormValues, unknown, z.output<typeof returnReceivedBodySchema>>({
    resolver: zodResolver(returnReceivedBodySchema),
    defaultValues: receiveFormValues(found.lines),
  });

  return (
    <Form form={form} onSubmit={(body) => receive.mutate({ id: found.id, body })} className="grid gap-3">
      {found.lines.map((line, index) => (
        // Each item's box is named by the item, so a screen reader says which one it puts back.
        <fieldset key={line.lineId} className="rounded-md border px-3 pt-1 pb-3">
          <legend className="px-1 text-sm font-medium">
            {line.title}
            {line.variantOptions && ` (${line.variantOptions})`} × {line.quantity}
          </legend>
          <CheckboxField name={`lines.${index}.restock`} label="Put back into stock" />
        </fieldset>
      ))}
      <div>
        <Button type="submit" disabled={receive.isPending}>
          Mark received
        </Button>
      </div>
    </Form>
  );
}
