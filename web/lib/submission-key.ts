// The Idempotency-Key of one submission: every try of it (a second click while the first is on its way, the retry
// after a dropped connection) carries the same key, so the server creates one row; once the server has answered, the
// next submission gets a new key.
import { useState } from 'react';
import { ApiError } from './api.ts';

export type SubmissionKey = { run: <T>(send: (key: string) => Promise<T>) => Promise<T> };

export function submissionKey(): SubmissionKey {
  let current: string | null = null;
  const settle = (key: string) => {
    if (current === key) current = null;
  };
  return {
    async run(send) {
      const key = (current ??= crypto.randomUUID());
      try {
        const result = await send(key);
        settle(key);
        return result;
      } catch (error) {
        // No answer reached us: the same submission may still be sent again under its key.
        if (!(error instanceof ApiError && error.status === 0)) settle(key);
        throw error;
      }
    },
  };
}

/** One SubmissionKey for the life of the form or button. */
export function useSubmissionKey(): SubmissionKey {
  const [key] = useState(submissionKey);
  return key;
}
