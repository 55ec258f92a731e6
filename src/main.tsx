import "./styles.css";
import { reportOutboundClicks } from "./lib/analytics/report-outbound-clicks";
import { suppressConsoleNoise } from "./lib/suppress-console-noise";
import { yieldToMain } from "./lib/yield-to-main";

// This entry is small on purpose. Evaluated as one static module graph, the libraries, the app's modules and
// its start-up made one task of about half a second on a mid-range phone right after the first paint, and a tap
// in that time waited for all of it. Loaded in steps, each is a task of its own and the browser answers input in
// between (docs/decisions/024-start-up-in-steps.md). Each step leaves a `start-up:…` mark, which
// bench/real-loads.ts reads and a browser's performance panel shows.
suppressConsoleNoise();
// Before the page is adopted, so a 'Try Now' clicked while the cards hydrate is counted too.
reportOutboundClicks();

// 1. The libraries every page runs (the framework chunk: React, the router, i18next, the query client).
await import("./app/start-up/libraries");
performance.mark("start-up:libraries");
await yieldToMain();
// 2. React DOM's client, the largest of them.
await import("./app/start-up/react-dom-client");
performance.mark("start-up:react-dom");
await yieldToMain();
// 3. The app's own modules, then its start-up, itself in steps.
const { startApp } = await import("./app/start-up/start-app");
performance.mark("start-up:app-modules");
await startApp(document.getElementById("root")!);
