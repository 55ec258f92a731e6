// The module the `worker-bindings` test project runs beside instead of the Worker's entry (vitest.config.ts): its
// test files reach storage and modules directly, never the Worker's `exports`, so they skip loading the app.
export default {
  fetch: () => new Response("Not the Worker: a test entry with bindings only.", { status: 404 }),
} satisfies ExportedHandler<Env>;
