// The app's server renderer (src/server/render-app.tsx), as the Worker's type check sees it: its components are
// checked with the DOM's types in the app's project; here only the contract in common/app-renderer.ts counts.
import type { RenderApp } from "@common/app-renderer";

export declare const renderApp: RenderApp;
