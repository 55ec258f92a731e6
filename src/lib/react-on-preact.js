/**
 * `react` for production builds: Preact's compatibility layer plus the few React 19 hooks it lacks that
 * libraries import by name (vite.config.ts aliases `react` here; docs/decisions/007). Plain JavaScript:
 * it only exists in the production bundle, and Preact's `export =` typings cannot be re-exported from TypeScript.
 */
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React Router imports `useOptimistic` but only calls its setter when a router is created with
 * `useTransitions: true`, which this app never does; the state passes straight through.
 */
export function useOptimistic(state) {
  return [state, () => {}];
}
