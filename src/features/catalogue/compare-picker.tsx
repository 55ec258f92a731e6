import { COMPARE_MAX, COMPARE_MIN, TOOLS_PARAM } from "@common/catalogue/saved-list";
import type { Tool } from "@common/catalogue/types";
import { localizePath } from "@common/i18n/localized-path";
import { routeOf } from "@common/routes";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";

/** On the Saved page: tick two or three of the saved tools and compare them. */
export function ComparePicker({ tools }: { tools: readonly Tool[] }) {
  const { t } = useTranslation();
  const { code } = useCurrentLanguage();
  const navigate = useNavigate();
  const legendId = useId();
  const [picked, setPicked] = useState<string[]>([]);
  if (tools.length < COMPARE_MIN) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const search = new URLSearchParams({ [TOOLS_PARAM]: picked.join(",") });
    navigate(`${localizePath(routeOf("compare").pattern, code)}?${search}`);
  };
  return (
    <form onSubmit={onSubmit} className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="font-semibold">
          {t("compare.choose")}
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
          {tools.map((tool) => (
            <label key={tool.id} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5 accent-indigo-700"
                checked={picked.includes(tool.id)}
                disabled={!picked.includes(tool.id) && picked.length >= COMPARE_MAX}
                onChange={(e) =>
                  setPicked(e.target.checked ? [...picked, tool.id] : picked.filter((id) => id !== tool.id))
                }
              />
              <bdi>{tool.name}</bdi>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="saved-action mt-3" disabled={picked.length < COMPARE_MIN}>
        {t("compare.action")}
      </button>
    </form>
  );
}
