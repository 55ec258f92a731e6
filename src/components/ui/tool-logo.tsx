import type { Tool } from "@common/catalogue/types";
import clsx from "clsx";

/** A tool's two-letter logo on its coloured tile (decorative: the tool's name is always shown beside it). */
export function ToolLogo({
  tool,
  size = "md",
}: {
  tool: Pick<Tool, "logoText" | "logoColor">;
  size?: "sm" | "md" | "lg";
}) {
  return (
    <span
      aria-hidden="true"
      className={clsx("tool-logo", size === "sm" && "tool-logo-sm", size === "lg" && "tool-logo-lg", tool.logoColor)}
    >
      {tool.logoText}
    </span>
  );
}
