import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { renderWithApp } from "@/test/render";
import german from "../../../public/locales/de/common.json";
import english from "../../../public/locales/en/common.json";
import { CatalogueSection } from "./catalogue-section";
import { requests, sampleTool, stubApi } from "./test-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const UPDATED_AT = "2026-11-20T10:00:00.000Z";
const EDIT_PATH = "/admin?view=catalogue&edit=chatgpt";

function renderCatalogue(path: string) {
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <CatalogueSection />
    </QueryClientProvider>,
    { path },
  );
}

/** GET of the tool and its (empty) history, as the Worker answers them. */
const toolAnswers = (url: string, init?: RequestInit) => {
  if ((init?.method ?? "GET") !== "GET") return undefined;
  if (url === "/api/admin/catalogue/tools/chatgpt")
    return Response.json({ tool: sampleTool(), updatedAt: UPDATED_AT, stale: {} });
  if (url === "/api/admin/catalogue/tools/chatgpt/revisions") return Response.json({ revisions: [] });
  return undefined;
};

// The editor is a large form: typing into it in jsdom takes seconds on a busy machine.
describe("the tool editor", { timeout: 15_000 }, () => {
  it("checks a new tool with the contract on submit: each field's error, in the dashboard's language, next to it, the first focused", async () => {
    const fetchMock = stubApi(() => undefined);
    const user = userEvent.setup();
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({
      lng: "de",
      fallbackLng: "en",
      ns: ["common"],
      defaultNS: "common",
      resources: { de: { common: german }, en: { common: english } },
      interpolation: { escapeValue: false },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={["/de/admin?view=catalogue&new=1"]}>
          <QueryClientProvider client={createQueryClient()}>
            <CatalogueSection />
          </QueryClientProvider>
        </MemoryRouter>
      </I18nextProvider>,
    );
    const required = german.admin.catalogue.errors.required;
    const id = screen.getByLabelText(german.admin.catalogue.fields.id);
    await user.type(screen.getByLabelText(german.admin.catalogue.fields.name), "Neu");
    await user.type(screen.getByLabelText(german.admin.catalogue.fields.url), "http://a.de");
    await user.click(screen.getByRole("button", { name: german.admin.catalogue.editor.create }));

    // The id is the form's first field and it is blank: it is marked, described by its error, and focused.
    expect(id).toHaveAttribute("aria-invalid", "true");
    expect(id).toHaveFocus();
    expect(id).toHaveAccessibleDescription(expect.stringContaining(required));
    const url = screen.getByLabelText(german.admin.catalogue.fields.url);
    expect(url).toHaveAccessibleDescription(expect.stringContaining(german.admin.catalogue.errors.urlFormat));
    expect(screen.getByLabelText(german.admin.catalogue.fields.name)).not.toHaveAttribute("aria-invalid");
    const englishDescription = screen.getByLabelText("Beschreibung (Englisch)");
    expect(englishDescription).toHaveAttribute("aria-invalid", "true");
    // A blank translation is allowed: it shows the English.
    expect(screen.getByLabelText("Beschreibung (Deutsch)")).not.toHaveAttribute("aria-invalid");
    const summary = screen.getByText(german.admin.catalogue.editor.errorSummary).closest("section");
    expect(summary).toHaveTextContent(`${german.admin.catalogue.fields.id}: ${required}`);
    expect(summary).toHaveTextContent(
      `${german.admin.catalogue.fields.logoText}: ${german.admin.catalogue.errors.logoText}`,
    );
    expect(summary).toHaveTextContent(`${german.toolPage.tagsTitle}: ${german.admin.catalogue.errors.tagsRange}`);
    expect(summary).toHaveTextContent(`Englisch · ${german.toolCard.example}: ${required}`);
    // Nothing was sent.
    expect(requests(fetchMock)).toEqual([]);
  });

  it("shows the Worker's 400 field errors on their fields, switching to the language they are in", async () => {
    stubApi((url, init) => {
      if (url === "/api/admin/catalogue/tools/chatgpt" && init?.method === "PUT") {
        return Response.json(
          {
            error: {
              code: "invalid_tool",
              message: "Invalid tool",
              // The path as fieldErrors() gives it for the tool, or for the whole body (`tool.` first): both map.
              fields: [{ path: "tool.texts.fr.topUseCases.2", key: "tooLong" }],
            },
          },
          { status: 400 },
        );
      }
      return toolAnswers(url, init);
    });
    const user = userEvent.setup();
    renderCatalogue(EDIT_PATH);
    await user.click(await screen.findByRole("button", { name: "Save" }));
    const field = await screen.findByLabelText("Top use cases · Use case 3 (French)");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("This is too long."));
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByLabelText("Language to translate")).toHaveValue("fr");
    expect(screen.getByText("Some fields need fixing:").closest("section")).toHaveTextContent(
      "French · Top use cases · Use case 3: This is too long.",
    );
  });

  it("sends the loaded updatedAt with a save; an edit conflict says so and reloads the saved version on request", async () => {
    let saved = sampleTool();
    const fetchMock = stubApi((url, init) => {
      if (url === "/api/admin/catalogue/tools/chatgpt" && init?.method === "PUT") {
        return Response.json({ error: { code: "edit_conflict", message: "Changed since" } }, { status: 409 });
      }
      if (url === "/api/admin/catalogue/tools/chatgpt" && !init?.method) {
        return Response.json({ tool: saved, updatedAt: UPDATED_AT, stale: {} });
      }
      return toolAnswers(url, init);
    });
    const user = userEvent.setup();
    renderCatalogue(EDIT_PATH);
    const name = await screen.findByLabelText("Name");
    await user.clear(name);
    await user.type(name, "My ChatGPT");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Someone else saved this tool");
    expect(alert).toHaveTextContent("Reload to see the saved version");
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ updatedAt: UPDATED_AT, tool: { name: "My ChatGPT" } });

    saved = sampleTool({ name: "ChatGPT by OpenAI" });
    await user.click(within(alert).getByRole("button", { name: "Reload the saved version" }));
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("ChatGPT by OpenAI"));
    expect(screen.queryByText("Someone else saved this tool")).toBeNull();
  });

  it("a save sends the tool and the loaded updatedAt, then shows what the Worker saved", async () => {
    const fetchMock = stubApi((url, init) => {
      if (url === "/api/admin/catalogue/tools/chatgpt" && init?.method === "PUT") {
        const { tool } = JSON.parse(String(init.body)) as { tool: ReturnType<typeof sampleTool> };
        return Response.json({ tool, updatedAt: "2026-11-21T08:00:00.000Z", stale: {} });
      }
      return toolAnswers(url, init);
    });
    const user = userEvent.setup();
    renderCatalogue(EDIT_PATH);
    const name = await screen.findByLabelText("Name");
    await user.clear(name);
    await user.type(name, "ChatGPT Plus");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("heading", { name: "Edit ChatGPT Plus" })).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      tool: { ...sampleTool(), name: "ChatGPT Plus" },
      updatedAt: UPDATED_AT,
      reviewed: [],
    });
  });

  it("beginner facts: a fact needs its source; Confirm is offered for a saved group as stored and dates it", async () => {
    const facts = english.admin.catalogue.facts;
    const withPrivacy = sampleTool({
      facts: {
        ...sampleTool().facts,
        privacy: {
          trainsByDefault: "yes",
          optOut: null,
          optOutUrl: "",
          minimumAge: null,
          source: "https://openai.com/policies",
          confirmedAt: null,
        },
      },
    });
    const fetchMock = stubApi((url, init) => {
      if (url === "/api/admin/catalogue/tools/chatgpt" && (init?.method ?? "GET") === "GET") {
        return Response.json({ tool: withPrivacy, updatedAt: UPDATED_AT, stale: {} });
      }
      if (url === "/api/admin/catalogue/tools/chatgpt/confirm-facts") {
        const confirmed = { ...withPrivacy.facts.privacy, confirmedAt: "2026-11-27" };
        return Response.json({
          tool: { ...withPrivacy, facts: { ...withPrivacy.facts, privacy: confirmed } },
          updatedAt: "2026-11-27T09:00:00.000Z",
          stale: {},
        });
      }
      return toolAnswers(url, init);
    });
    const user = userEvent.setup();
    renderCatalogue(EDIT_PATH);
    const privacy = (await screen.findByRole("group", { name: english.toolPage.facts.privacy.title })) as HTMLElement;
    const confirm = within(privacy).getByRole("button", { name: facts.confirm });
    // Stored with a fact and a source: it can be confirmed. The free plan holds no fact: nothing to confirm.
    expect(confirm).toBeEnabled();
    const freePlan = screen.getByRole("group", { name: english.toolPage.facts.freePlan.title }) as HTMLElement;
    expect(within(freePlan).getByRole("button", { name: facts.confirm })).toBeDisabled();

    // A change not saved yet cannot be confirmed; a fact without its source is refused on save, next to the field.
    await user.selectOptions(within(freePlan).getByLabelText(facts.cardRequired), "no");
    expect(within(freePlan).getByRole("button", { name: facts.confirm })).toBeDisabled();
    expect(freePlan).toHaveTextContent(facts.confirmHint);
    await user.click(screen.getByRole("button", { name: "Save" }));
    const source = within(freePlan).getByLabelText(facts.source);
    expect(source).toHaveAttribute("aria-invalid", "true");
    expect(source).toHaveAccessibleDescription(expect.stringContaining(english.admin.catalogue.errors.sourceRequired));
    expect(requests(fetchMock)).not.toContain("PUT /api/admin/catalogue/tools/chatgpt");

    await user.click(confirm);
    expect(await within(privacy).findByText(/Last checked on/)).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/confirm-facts"));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ groups: ["privacy"], updatedAt: UPDATED_AT });
    // The unsaved free-plan change is still in the form.
    expect(within(freePlan).getByLabelText(facts.cardRequired)).toHaveValue("no");
  });

  it("lists the history newest first and restores an older version through its endpoint after a confirmation", async () => {
    const older = sampleTool({ name: "Chat GPT" });
    const fetchMock = stubApi((url, init) => {
      if (url === "/api/admin/catalogue/tools/chatgpt/revisions") {
        return Response.json({
          revisions: [
            { id: 7, changedAt: "2026-11-20T10:00:00.000Z", fields: ["name"], before: older, after: sampleTool() },
            { id: 3, changedAt: "2026-11-01T09:00:00.000Z", fields: [], before: null, after: older },
          ],
        });
      }
      if (url === "/api/admin/catalogue/tools/chatgpt/revisions/3/restore" && init?.method === "POST") {
        return Response.json({ tool: older, updatedAt: "2026-11-21T10:00:00.000Z", stale: {} });
      }
      return toolAnswers(url, init);
    });
    const user = userEvent.setup();
    renderCatalogue(EDIT_PATH);
    const history = await screen.findByRole("region", { name: "History" });
    const items = await within(history).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Changed: Name");
    expect(items[1]).toHaveTextContent("Created");
    // The newest is the tool as it is: only older versions can be restored.
    expect(within(items[0] as HTMLElement).queryByRole("button", { name: "Restore this version" })).toBeNull();

    await user.click(within(items[0] as HTMLElement).getByRole("button", { name: "Show the changes" }));
    expect(items[0]).toHaveTextContent("BeforeChat GPT");
    expect(items[0]).toHaveTextContent("AfterChatGPT");

    await user.click(within(items[1] as HTMLElement).getByRole("button", { name: "Restore this version" }));
    expect(requests(fetchMock).some((r) => r.includes("/restore"))).toBe(false);
    expect(within(items[1] as HTMLElement).getByText(/^Restore the version saved/)).toHaveFocus();
    await user.click(within(items[1] as HTMLElement).getByRole("button", { name: "Restore" }));
    await waitFor(() =>
      expect(requests(fetchMock)).toContain("POST /api/admin/catalogue/tools/chatgpt/revisions/3/restore"),
    );
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("Chat GPT"));
  });

  it("marks the German written before the English changed, and a save with German checked clears the marks", async () => {
    const fetchMock = stubApi((url, init) => {
      if (url === "/api/admin/catalogue/tools/chatgpt" && (init?.method ?? "GET") === "GET") {
        return Response.json({ tool: sampleTool(), updatedAt: UPDATED_AT, stale: { de: ["description", "example"] } });
      }
      if (init?.method === "PUT") return Response.json({ tool: sampleTool(), updatedAt: UPDATED_AT, stale: {} });
      return toolAnswers(url, init);
    });
    const user = userEvent.setup();
    renderCatalogue(EDIT_PATH);
    const german = await screen.findByLabelText("Description (German)");
    expect(screen.getByText("To check against the new English: German.")).toBeInTheDocument();
    expect(
      screen.getByText(
        "The English has changed since this German text was written: Description and Example. Rewrite anything that no longer matches.",
      ),
    ).toBeInTheDocument();
    expect(german).toHaveAccessibleDescription("The English changed after this was written.");
    expect(screen.getByLabelText("Best for (German)")).not.toHaveAccessibleDescription();

    await user.click(screen.getByLabelText(/The German text now matches the English/));
    expect(german).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByText("To check against the new English: German.")).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ reviewed: ["de"] });
  });

  it("a blank translated field has the English as placeholder and says the site shows the English", async () => {
    stubApi(toolAnswers);
    const user = userEvent.setup();
    renderCatalogue(EDIT_PATH);
    await user.selectOptions(await screen.findByLabelText("Language to translate"), "es");
    const spanish = screen.getByLabelText("Example (Spanish)");
    expect(spanish).toHaveValue("");
    expect(spanish).toHaveAttribute("placeholder", "Plan a trip.");
    expect(spanish).toHaveAccessibleDescription("Blank: the site shows the English text.");
    expect(screen.getByLabelText("Example (English)")).not.toHaveAccessibleDescription();
    // A rename warns that the old address keeps redirecting.
    await user.type(screen.getByLabelText("ID (address)"), "-plus");
    expect(screen.getByRole("note")).toHaveTextContent("The old address keeps redirecting");
  });
});
