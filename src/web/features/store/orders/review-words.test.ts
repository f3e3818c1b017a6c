import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { REVIEW_ERROR_WORDS, reviewSentWords, reviewStatusWords } from './review-words';

describe("a buyer's review words", () => {
  it("say a review's status, a rejected one with the moderator's reason", () => {
    expect(reviewStatusWords({ status: 'pending', rejectionReason: null })).toBe('Waiting for approval');
    expect(reviewStatusWords({ status: 'published', rejectionReason: null })).toBe('Published');
    expect(reviewStatusWords({ status: 'rejected', rejectionReason: 'Names a person' })).toBe(
      'Not published: Names a person',
    );
    expect(reviewStatusWords({ status: 'rejected', rejectionReason: null })).toBe('Not published');
  });

  it('thank the buyer as the review was sent: waiting for approval, or published at once', () => {
    expect(reviewSentWords({ status: 'pending' }, false)).toBe(
      'Thank you! Your review will appear once it is approved.',
    );
    expect(reviewSentWords({ status: 'published' }, false)).toBe('Your review is published.');
    expect(reviewSentWords({ status: 'pending' }, true)).toBe(
      'Thank you! Your changed review will appear once it is approved.',
    );
  });

  it('word the refusals by their code, not by the API message', () => {
    for (const code of ['already_reviewed', 'not_reviewable', 'too_many_requests'] as const) {
      const words = errorMessage(new ApiError(409, code, 'server words'), REVIEW_ERROR_WORDS);
      expect(words).toBe(REVIEW_ERROR_WORDS[code]);
      expect(words).not.toBe('server words');
    }
  });
});
