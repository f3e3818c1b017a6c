import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2Icon, ClockIcon, StarIcon, XCircleIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { STORE_NAME } from '@shared/constants';
import { type OrderReviews as OrderReviewsAnswer, type OwnReview } from '@shared/schemas/reviews';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, type ReviewStatus } from '@shared/reviews';
import { Form } from '@web/components/form/form';
import { FormField, FormProblem, TextField, useFieldId } from '@web/components/form/form-field';
import { LineTitle } from '@web/components/line-title';
import { Stars } from '@web/components/products/stars';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/input';
import { cn } from '@web/lib/utils';
import { useSaveReview } from './api/reviews';
import {
  type ReviewFormValues,
  type ReviewRequest,
  reviewFieldProblems,
  reviewFormSchema,
  reviewFormValues,
} from './review-form';
import { reviewSentWords, reviewStatusWords } from './review-words';

type ReviewLine = OrderReviewsAnswer['lines'][number];

const STARS = [1, 2, 3, 4, 5] as const;
const starWords = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

/**
 * The rating: five radio buttons drawn as stars (a real radio group: Tab reaches it, the arrow keys
 * choose), each named '1 star' to '5 stars'.
 */
function StarRatingField() {
  const id = useFieldId('rating');
  const { field, fieldState } = useController<ReviewFormValues, 'rating'>({ name: 'rating' });
  const problem = fieldState.error?.message;
  const chosen = field.value ?? 0;
  return (
    <fieldset aria-describedby={problem ? `${id}-error` : undefined} className="space-y-2">
      <legend className="text-sm font-medium">Your rating</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex">
          {STARS.map((star) => (
            <label
              key={star}
              className="cursor-pointer rounded-sm p-0.5 has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                type="radio"
                name={id}
                value={star}
                checked={field.value === star}
                onChange={() => field.onChange(star)}
                onBlur={field.onBlur}
                // The problem's focus goes to the chosen star, else the first.
                ref={star === (field.value ?? 1) ? field.ref : undefined}
                className="sr-only"
              />
              <StarIcon
                aria-hidden
                className={cn(
                  'size-8',
                  star <= chosen ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
                )}
              />
              <span className="sr-only">{starWords(star)}</span>
            </label>
          ))}
        </div>
        <span aria-hidden className="text-sm text-muted-foreground">
          {chosen ? `${chosen} out of 5` : 'Choose 1 to 5 stars'}
        </span>
      </div>
      <FormProblem id={`${id}-error`} problem={problem} />
    </fieldset>
  );
}

/**
 * Write a review, or Edit review: the shared schema on the form (review-form.ts); the server's
 * problems with a field land on it, the rest in the call's notice.
 */
function ReviewForm({
  orderId,
  accessKey,
  line,
  onSent,
  onCancel,
}: {
  orderId: string;
  accessKey: string | undefined;
  line: ReviewLine;
  onSent: (review: OwnReview) => void;
  onCancel: () => void;
}) {
  const editing = line.review !== null;
  const save = useSaveReview(orderId, accessKey, line.lineId, editing);
  const form = useForm<ReviewFormValues, unknown, ReviewRequest>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: reviewFormValues(line.review),
  });
  const submit = (body: ReviewRequest) =>
    save.mutate(body, {
      onSuccess: onSent,
      onError: (error) => {
        for (const [name, message] of reviewFieldProblems(error)) form.setError(name, { message });
      },
    });
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={`${editing ? 'Edit your review' : 'Write a review'} of ${line.title}`}
      className="space-y-4 rounded-md border p-4"
    >
      {editing && (
        <p className="rounded-md bg-muted p-3 text-sm">
          A changed review waits for approval again: until it is approved, it is not shown on the product
          page.
        </p>
      )}
      <StarRatingField />
      <TextField
        name="title"
        label="Title"
        hint={`Sum it up in a few words (up to ${REVIEW_TITLE_MAX} characters).`}
        maxLength={REVIEW_TITLE_MAX}
        required
      />
      <FormField
        name="body"
        label="Review"
        required
        hint={`What did you like or not like? At least 10 characters, up to ${REVIEW_BODY_MAX.toLocaleString('en-ZA')}.`}
      >
        {(control) => <Textarea {...control} rows={5} maxLength={REVIEW_BODY_MAX} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Sending...' : editing ? 'Save changes' : 'Send review'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

const STATUS_LOOK: Record<ReviewStatus, { icon: typeof ClockIcon; className: string }> = {
  pending: { icon: ClockIcon, className: 'text-muted-foreground' },
  published: { icon: CheckCircle2Icon, className: 'text-primary' },
  rejected: { icon: XCircleIcon, className: 'text-destructive' },
};

/** The buyer's review as it stands: its status (a rejected one with the reason), and the shop's reply. */
function YourReview({ review }: { review: OwnReview }) {
  const { icon: Icon, className } = STATUS_LOOK[review.status];
  return (
    <div className="space-y-2 rounded-md border p-4 text-sm">
      <p className={cn('flex items-start gap-1.5 font-medium', className)}>
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="break-words">
          <span className="sr-only">Status: </span>
          {reviewStatusWords(review)}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <p className="font-semibold break-words">{review.title}</p>
      </div>
      {/* Plain text, as the buyer wrote it: never HTML. */}
      <p className="break-words whitespace-pre-line">{review.body}</p>
      {review.reply && (
        <div className="space-y-1 rounded-md bg-muted p-3">
          <p className="font-medium">Reply from {STORE_NAME}</p>
          <p className="break-words whitespace-pre-line">{review.reply}</p>
        </div>
      )}
    </div>
  );
}

function ReviewLineRow({
  orderId,
  accessKey,
  delivered,
  line,
}: {
  orderId: string;
  accessKey: string | undefined;
  delivered: boolean;
  line: ReviewLine;
}) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // The form closed (sent or cancelled): focus goes back to the button that opened it.
  const refocus = useRef(false);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    toggle.current?.focus();
  }, [open]);
  const close = () => {
    refocus.current = true;
    setOpen(false);
  };
  const { review } = line;
  const canWrite = review !== null || line.reviewable;
  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-sm font-medium">
          <LineTitle line={line} />
        </h3>
        {canWrite && !open && (
          <Button
            ref={toggle}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setSent(null);
              setOpen(true);
            }}
          >
            {review ? 'Edit review' : 'Write a review'}
            <span className="sr-only"> of {line.title}</span>
          </Button>
        )}
      </div>
      <div role="status">
        {sent && (
          <p className="flex items-start gap-2 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
            <CheckCircle2Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{sent}</span>
          </p>
        )}
      </div>
      {open ? (
        <ReviewForm
          orderId={orderId}
          accessKey={accessKey}
          line={line}
          onSent={(saved) => {
            setSent(reviewSentWords(saved, review !== null));
            close();
          }}
          onCancel={close}
        />
      ) : review ? (
        <YourReview review={review} />
      ) : (
        !line.reviewable && (
          <p className="text-sm text-muted-foreground">
            {delivered
              ? 'This product is no longer sold, so it cannot be reviewed.'
              : 'This item can be reviewed once it has been delivered.'}
          </p>
        )
      )}
    </li>
  );
}

/**
 * The order page's Reviews (id "reviews": the review request's email links to it), for a delivered
 * order: each line with Write a review, or its review with its status and Edit review.
 */
export function OrderReviews({
  orderId,
  accessKey,
  data,
}: {
  orderId: string;
  accessKey: string | undefined;
  data: OrderReviewsAnswer;
}) {
  const section = useRef<HTMLElement>(null);
  // The email's link lands here. When the browser loaded the order itself (a key it kept), the
  // section came after the order and its own code: there was no #reviews to scroll to at first.
  useEffect(() => {
    if (window.location.hash === '#reviews') section.current?.scrollIntoView();
  }, []);
  return (
    <section
      ref={section}
      id="reviews"
      aria-labelledby="reviews-heading"
      className="scroll-mt-24 space-y-2 rounded-lg border bg-background p-6"
    >
      <h2 id="reviews-heading" className="text-lg font-semibold">
        Reviews
      </h2>
      <p className="text-sm text-muted-foreground">
        Tell other shoppers what you think of what you bought. A review is shown on the product page with your
        first name and the initial of your surname.
      </p>
      <ul className="divide-y">
        {data.lines.map((line) => (
          <ReviewLineRow
            key={line.lineId}
            orderId={orderId}
            accessKey={accessKey}
            delivered={data.delivered}
            line={line}
          />
        ))}
      </ul>
    </section>
  );
}
