import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { returnDecisionBodySchema } from '@shared/schemas/returns';
import { Form } from '@web/components/form/form';
import { TextField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { fieldProblems } from '@web/lib/error-message';
import { useDecideReturn } from './api';

type Decision = z.output<typeof returnDecisionBodySchema>;

/**
 * Authorise or Decline a requested return, with the message the customer is emailed: one form, the
 * button pressed says the decision.
 */
export function DecisionForm({ returnId }: { returnId: string }) {
  const decide = useDecideReturn();
  const form = useForm<z.input<typeof returnDecisionBodySchema>, unknown, Decision>({
    resolver: zodResolver(returnDecisionBodySchema),
    defaultValues: { message: '' },
  });
  const submit = (body: Decision) =>
    decide.mutate(
      { id: returnId, body },
      {
        onError: (error) => {
          for (const [name, problem] of fieldProblems(error)) {
            if (name === 'message') form.setError(name, { type: 'server', message: problem });
          }
        },
      },
    );

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <TextField
        name="message"
        label="Message to the customer"
        hint="Emailed to the customer with your decision: what to do next, or why the return is declined."
        rows={4}
        required
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          disabled={decide.isPending}
          onClick={() => form.setValue('decision', 'authorise')}
        >
          Authorise
        </Button>
        <Button
          type="submit"
          variant="outline"
          disabled={decide.isPending}
          onClick={() => form.setValue('decision', 'decline')}
        >
          Decline
        </Button>
      </div>
    </Form>
  );
}
