import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type AdminReview, type RejectReviewBody, rejectReviewBodySchema } from '@shared/schemas/reviews';
import { AdminFormDialog } from '@web/admin-kit/admin-page';
import { Form } from '@web/components/form/form';
import { TextField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { fieldProblems } from '@web/lib/error-message';
import { useRejectReview } from './api';
import { ReviewSummary } from './review-summary';

function RejectForm({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const reject = useRejectReview();
  const form = useForm<RejectReviewBody, unknown, z.output<typeof rejectReviewBodySchema>>({
    resolver: zodResolver(rejectReviewBodySchema),
    // The review as the dialog shows it: changed since, the server refuses (review_changed).
    defaultValues: { reason: '', seenVersion: review.version },
  });
  const submit = (body: z.output<typeof rejectReviewBodySchema>) =>
    reject.mutate(
      { id: review.id, body },
      {
        onSuccess: onDone,
        onError: (error) => {
          for (const [name, problem] of fieldProblems(error)) {
            if (name === 'reason') form.setError(name, { type: 'server', message: problem });
          }
        },
      },
    );

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <ReviewSummary review={review} />
      <TextField
        name="reason"
        label="Reason"
        hint={
          review.status === 'published'
            ? 'Emailed to the author. The review leaves the product page.'
            : 'Emailed to the author, who may change the review and send it again.'
        }
        rows={4}
        required
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={reject.isPending}>
          Reject review
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/** Reject a review, with the reason its author is emailed. */
export function RejectDialog({ review, onClose }: { review: AdminReview | undefined; onClose: () => void }) {
  return (
    <AdminFormDialog
      open={review !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title="Reject review"
      description="The review, and the reason its author is emailed"
    >
      {review && <RejectForm key={review.id} review={review} onDone={onClose} />}
    </AdminFormDialog>
  );
}
