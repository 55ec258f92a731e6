import { QueryClientProvider } from "@tanstack/react-query";
import { type RenderResult, render } from "@testing-library/react";
import i18next, { type i18n as I18n } from "i18next";
import { type ReactElement, type ReactNode, useState } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { createQueryClient } from "@/lib/query-client";
import common from "../../public/locales/en/common.json";

let instance: I18n | undefined;

/** An i18next instance with the real English translations, for component tests. */
export function testI18n(): I18n {
  if (instance) return instance;
  instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: "en",
    fallbackLng: "en",
    ns: ["common"],
    defaultNS: "common",
    resources: { en: { common } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}

/** The English translations and a fresh query cache around a test's tree. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={useState(createQueryClient)[0]}>
      <I18nextProvider i18n={testI18n()}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}

/** Renders a component inside a router (at `path`) with the English translations and a fresh query cache. */
export function renderWithApp(ui: ReactElement, { path = "/" }: { path?: string } = {}): RenderResult {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </TestProviders>,
  );
}
