import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/** Query defaults of SPEC.md §7/§9: never stale, no refetch on focus, no polling, no retries, 5 min GC. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 5 * 60 * 1000,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
