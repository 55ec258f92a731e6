import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PostContent } from "./post-content";

const CONTENT = `Intro line one
intro line two with **bold words**

## First heading

- apple
- **banana** split

1. one
2. two

### Small heading

<script>alert("x")</script>`;

describe("PostContent", () => {
  it("renders headings, lists, bold text and line breaks", () => {
    const { container } = render(<PostContent content={CONTENT} />);
    expect(screen.getByRole("heading", { level: 2, name: "First heading" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Small heading" })).toBeInTheDocument();
    expect(container.querySelectorAll("ul li")).toHaveLength(2);
    expect(container.querySelectorAll("ol li")).toHaveLength(2);
    expect(container.querySelector("ul strong")?.textContent).toBe("banana");
    expect(container.querySelector("p strong")?.textContent).toBe("bold words");
    expect(container.querySelector("p br")).not.toBeNull();
  });

  it("shows markup as text, never as HTML", () => {
    const { container } = render(<PostContent content={CONTENT} />);
    expect(container.querySelector("script")).toBeNull();
    expect(screen.getByText('<script>alert("x")</script>')).toBeInTheDocument();
  });

  it("renders repeated list items without React key warnings", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<PostContent content={"- Yes\n- Yes\n\n1. Again\n2. Again"} />);
    expect(container.querySelectorAll("ul li")).toHaveLength(2);
    expect(container.querySelectorAll("ol li")).toHaveLength(2);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
