// The freshness rule of every query client (queryClient.ts): an answer is fresh as long as its kind says
// (answerPolicy.ts, from src/api/answerFreshness.ts, which the server's cache follows too), with the answer store or
// without it. Its own chunk, shared with the answer store's: the boot asks for it in every case.
import type { Query } from '@tanstack/react-query';
import { kindStaleTime } from './answerPolicy';
import { setFreshnessRule } from './queryClient';

setFreshnessRule((query: Query, read, now) =>
  kindStaleTime(query, query.state.data, query.state.dataUpdatedAt, read, now),
);
