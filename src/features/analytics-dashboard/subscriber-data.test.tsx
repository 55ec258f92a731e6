import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { renderWithApp } from "@/test/render";
import { SubscriberData } from "./subscriber-data";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Answers each request with `answer(method, url)`, recording what was asked. */
function stubFetch(answer: (method: string, url: string) => Response) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url });
      return answer(method, url);
    }),
  );
  return calls;
}

function renderPanel() {
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <SubscriberData />
    </QueryClientProvider>,
    { path: "/admin" },
  );
  return screen.getByRole("textbox", { name: "Subscriber's email address" });
}

const ADDRESS = "/api/subscriptions/address?email=reader%40example.com";

describe("one subscriber's data in the dashboard", () => {
  it("downloads what is held about the typed address", async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => "blob:subscriber");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const calls = stubFetch(() => Response.json({ email: "reader@example.com" }));
    const field = renderPanel();
    await user.type(field, " Reader@Example.com ");
    await user.click(screen.getByRole("button", { name: "Download their data" }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls).toEqual([{ method: "GET", url: ADDRESS }]);
  });

  it("erases only after a second, explicit confirmation, and says so", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    const field = renderPanel();
    await user.type(field, "reader@example.com");
    await user.click(screen.getByRole("button", { name: "Erase address" }));
    expect(calls).toEqual([]);
    expect(screen.getByRole("status")).toHaveTextContent("Erase reader@example.com and its consent record for good?");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("button", { name: "Yes, erase" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Erase address" }));
    await user.click(screen.getByRole("button", { name: "Yes, erase" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("reader@example.com has been erased."));
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([{ method: "DELETE", url: ADDRESS }]);
    expect(field).toHaveValue("");
  });

  it("says when no subscriber has the address, and asks for a valid one before any request", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() =>
      Response.json({ error: { code: "not_found", message: "No subscriber" } }, { status: 404 }),
    );
    const field = renderPanel();
    await user.click(screen.getByRole("button", { name: "Erase address" }));
    expect(screen.getByRole("status")).toHaveTextContent("Enter a valid email address.");
    expect(calls).toEqual([]);
    await user.type(field, "nobody@example.com");
    await user.click(screen.getByRole("button", { name: "Download their data" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("No subscriber has this address."));
  });
});
