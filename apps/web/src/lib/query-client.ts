import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./http";

/** A 4xx answer will not change on a second try (the 401 refresh is handled in the API client). */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** SPEC §7 defaults: one retry after 2 s, data fresh for 60 s, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && isRetryable(error),
        retryDelay: 2000,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
