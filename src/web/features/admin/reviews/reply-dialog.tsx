import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type AdminReview, type ReviewReplyBody, reviewReplyBodySchema } from '@shared/schemas/reviews';
import { REVIEW_REPLY_MAX } from '@shared/reviews';
import { AdminFormDialog } from '@web/admin-kit/admin-page';
import { Form } from '@web/components/form/form';
import { TextField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { fieldProblems } from '@web/lib/error-message';
import { useReplyToReview } from './api';
import { replyFormValues } from './review-rules';
import { ReviewSummary } from './review-summary';

function ReplyForm({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const reply = useReplyToReview();
  const form = useForm<ReviewReplyBody, unknown, z.output<typeof reviewReplyBodySchema>>({
    resolver: zodResolver(reviewReplyBodySchema),
    defaultValues: replyFormValues(review),
  });
  const submit = (body: z.output<typeof reviewReplyBodySchema>) =>
    reply.mutate(
      { id: review.id, body },
      {
        onSuccess: onDone,
        onError: (error) => {
          for (const [name, problem] of fieldProblems(error)) {
            if (name === 'reply') form.setError(name, { type: 'server', message: problem });
          }
        },
      },
    );

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <ReviewSummary review={review} />
      <TextField
        name="reply"
        label="The shop's reply"
        hint={`Shown under the review on the product page${review.status === 'published' ? '' : ' once it is published'}. Leave it blank to remove the reply (at most ${REVIEW_REPLY_MAX.toLocaleString('en-ZA')} characters).`}
        rows={5}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={reply.isPending}>
          Save reply
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/** The shop's public reply under a review, starting from the one it has now. */
export function ReplyDialog({ review, onClose }: { review: AdminReview | undefined; onClose: () => void }) {
  return (
    <AdminFormDialog
      open={review !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={review?.reply ? 'Edit reply' : 'Reply to review'}
      description="The review, and the shop's public reply under it"
    >
      {review && <ReplyForm key={review.id} review={review} onDone={onClose} />}
    </AdminFormDialog>
  );
}
