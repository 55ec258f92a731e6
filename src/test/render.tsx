import { type RenderResult, render } from "@testing-library/react";
import i18next, { type i18n as I18n } from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import common from "../../public/locales/en/common.json";
import tools from "../../public/locales/en/tools.json";

let instance: I18n | undefined;

/** An i18next instance with the real English translations, for component tests. */
export function testI18n(): I18n {
  if (instance) return instance;
  instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: "en",
    fallbackLng: "en",
    ns: ["common", "tools"],
    defaultNS: "common",
    resources: { en: { common, tools } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}

/** Renders a component inside a router (at `path`) with the English translations. */
export function renderWithApp(ui: ReactElement, { path = "/" }: { path?: string } = {}): RenderResult {
  return render(
    <I18nextProvider i18n={testI18n()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
