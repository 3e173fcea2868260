// TanStack Query with the specification's defaults: 3 retries, backoff from 1 s doubling and
// capped at 30 s, unused data collected after 300 s.
import { QueryClient } from '@tanstack/react-query'
import { isCodeLoadError } from './code-load-error'

export const queryDefaults = {
  retries: 3,
  firstRetryDelayMs: 1000,
  maxRetryDelayMs: 30_000,
  gcTimeMs: 300_000,
} as const

/** Delay before retry number `failureCount` (0-based, as TanStack Query passes it). */
export function retryDelayFor(failureCount: number): number {
  const delay = queryDefaults.firstRetryDelayMs * 2 ** Math.max(0, failureCount)
  return Math.min(delay, queryDefaults.maxRetryDelayMs)
}

/**
 * Retry a failed query up to 3 times, except when code it loads on demand (the dataset's parser)
 * failed to download: the same URL fails again, so retrying only delays the reload that fixes it
 * (src/lib/code-load-error.ts).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < queryDefaults.retries && !isCodeLoadError(error)
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: retryDelayFor,
        // In the browser only. On the server (the build's prerender) a collection timer would keep
        // the build's process alive for 300 s after the last page is written; TanStack Query
        // itself never collects on the server.
        gcTime: import.meta.env.SSR ? Number.POSITIVE_INFINITY : queryDefaults.gcTimeMs,
        // Season data changes with patches, not minutes: no refetch on every tab focus.
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
      },
    },
  })
}
