// A plain constant, kept apart from the zod schemas so the browser's fetch helper can use it on public pages.

/**
 * The request header that marks a request the admin did not start: a dashboard poll (React Query's refetch on an
 * interval or on focus). The Worker then answers as usual but does not count the request as activity, so an
 * unattended dashboard reaches the session's idle timeout (decision 037). Its one value is "1".
 */
export const BACKGROUND_REQUEST_HEADER = "X-Background-Request";
