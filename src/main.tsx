import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { routes } from "./app/router";
import { initI18n } from "./features/i18n/i18n";
import { createQueryClient } from "./lib/query-client";
import { suppressConsoleNoise } from "./lib/suppress-console-noise";

suppressConsoleNoise();
void initI18n();

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
