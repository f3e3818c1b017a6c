import { useQuery } from '@tanstack/react-query';
import { BanIcon, CheckIcon, ReplyIcon } from 'lucide-react';
import { useState } from 'react';
import { type AdminReview, adminReviewsQuerySchema } from '@shared/schemas/reviews';
import { Button } from '@web/components/ui/button';
import { LineTitle } from '@web/components/line-title';
import { Stars } from '@web/components/products/stars';
import { formatAdminDate } from '@web/admin-kit/admin-api';
import { AdminList, type Column, ListSearch, ListToolbar, useListQuery } from '@web/admin-kit/admin-list';
import { AdminPageHeader, DeleteButton } from '@web/admin-kit/admin-page';
import { ListTabs } from '@web/admin-kit/list-tabs';
import { adminReviewsQuery, useApproveReview, useDeleteReview } from './api';
import { RejectDialog } from './reject-dialog';
import { ReplyDialog } from './reply-dialog';
import {
  EMPTY_TAB,
  REVIEW_TABS,
  isLongReview,
  mayApprove,
  mayReject,
  reviewExcerpt,
  reviewListQuery,
  reviewTab,
  tabStatus,
} from './review-rules';
import { ReviewStatusBadge } from './review-status-badge';

/** The review in a row: its stars, title and the start of its text; the shop's reply and a rejection's reason under it. */
function ReviewCell({ review }: { review: AdminReview }) {
  return (
    <div className="max-w-sm min-w-48 space-y-1">
      <Stars rating={review.rating} className="text-base" />
      <span className="block font-medium [overflow-wrap:anywhere]">{review.title}</span>
      {!isLongReview(review.body) ? (
        <span className="block [overflow-wrap:anywhere] whitespace-pre-line text-muted-foreground">
          {review.body}
        </span>
      ) : (
        // A long review is read whole before it is approved: its start, and the rest a click away.
        <details className="text-muted-foreground">
          <summary className="cursor-pointer [overflow-wrap:anywhere]">
            {reviewExcerpt(review.body)} <span className="text-primary underline">Read all</span>
          </summary>
          <span className="mt-1 block [overflow-wrap:anywhere] whitespace-pre-line">{review.body}</span>
        </details>
      )}
      {review.status === 'rejected' && review.rejectionReason && (
        <span className="block text-xs [overflow-wrap:anywhere]">
          <span className="font-medium">Rejected: </span>
          {reviewExcerpt(review.rejectionReason, 100)}
        </span>
      )}
      {review.reply && (
        <span className="block text-xs [overflow-wrap:anywhere]">
          <span className="font-medium">The shop replied: </span>
          {reviewExcerpt(review.reply, 100)}
        </span>
      )}
    </div>
  );
}

interface RowActions {
  approve: (review: AdminReview) => void;
  approving: string | undefined;
  reject: (review: AdminReview) => void;
  reply: (review: AdminReview) => void;
  remove: (review: AdminReview) => void;
}

const columns = (actions: RowActions): Column<AdminReview>[] => [
  // A phone shows the review under its column's name, left-aligned, rather than beside it.
  {
    label: 'Review',
    className: 'max-sm:block! max-sm:text-left! max-sm:before:mb-1 max-sm:before:block',
    cell: (row) => <ReviewCell review={row} />,
  },
  { label: 'Author', className: 'whitespace-nowrap', cell: (row) => row.author },
  {
    label: 'Product',
    cell: (row) => <LineTitle line={{ title: row.productTitle, variantOptions: row.variantOptions }} />,
  },
  {
    label: 'Order #',
    className: 'whitespace-nowrap',
    // Monospaced as on the other lists, the number only: a phone's card keeps its label in the usual font.
    cell: (row) => <span className="font-mono text-xs">{row.orderNumber ?? '—'}</span>,
  },
  { label: 'Date', className: 'whitespace-nowrap', cell: (row) => formatAdminDate(row.createdAt) },
  { label: 'Status', cell: (row) => <ReviewStatusBadge status={row.status} /> },
  {
    label: 'Actions',
    cell: (row) => (
      <div className="flex flex-wrap items-center justify-end gap-1 sm:flex-nowrap sm:justify-start">
        {mayApprove(row.status) && (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Approve "${row.title}"`}
            disabled={actions.approving === row.id}
            onClick={() => actions.approve(row)}
          >
            <CheckIcon />
            Approve
          </Button>
        )}
        {mayReject(row.status) && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Reject "${row.title}"`}
            onClick={() => actions.reject(row)}
          >
            <BanIcon />
            Reject
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Reply to "${row.title}"`}
          onClick={() => actions.reply(row)}
        >
          <ReplyIcon />
          Reply
        </Button>
        <DeleteButton
          label={`Delete "${row.title}"`}
          confirmation={`Delete the review "${row.title}" by ${row.author} for good? This cannot be undone.`}
          onConfirm={() => actions.remove(row)}
        />
      </div>
    ),
  },
];

/**
 * /admin/reviews: buyers' reviews under a tab per status, waiting ones first, searched and paged on
 * the server (docs/decisions/0015-admin-at-scale.md); a moderator publishes or rejects each, replies
 * as the shop, or deletes it (docs/decisions/0023-reviews.md). Moderators see only this screen.
 */
export function Component() {
  const { query, update, search, goTo } = useListQuery(adminReviewsQuerySchema);
  const tab = reviewTab(query);
  const reviews = useQuery(adminReviewsQuery(reviewListQuery(query)));
  const approve = useApproveReview();
  const remove = useDeleteReview();
  // The review as listed when its dialog opened: it stays open while the list refreshes under it.
  const [rejecting, setRejecting] = useState<AdminReview>();
  const [replying, setReplying] = useState<AdminReview>();
  const list = reviews.data;

  return (
    <div className="space-y-6">
      <AdminPageHeader title="Reviews" />
      <ListToolbar>
        <ListSearch label="Search by product, author, title or text" value={query.q} onSearch={search} />
      </ListToolbar>
      <AdminList
        rows={list?.reviews}
        columns={columns({
          approve: (review) => approve.mutate(review),
          approving: approve.isPending ? approve.variables.id : undefined,
          reject: setRejecting,
          reply: setReplying,
          remove: (review) => remove.mutate(review.id),
        })}
        status={reviews}
        noun="reviews"
        one="review"
        // The tab is no filter: each has its own words for being empty.
        filtered={query.q !== undefined}
        empty={EMPTY_TAB[tab]}
        page={list}
        onPage={goTo}
        frame={(table) => (
          <ListTabs
            tabs={REVIEW_TABS}
            value={tab}
            counts={list?.counts}
            onChange={(status) => update({ status: tabStatus(status) })}
          >
            {table}
          </ListTabs>
        )}
      />
      <RejectDialog review={rejecting} onClose={() => setRejecting(undefined)} />
      <ReplyDialog review={replying} onClose={() => setReplying(undefined)} />
    </div>
  );
}
