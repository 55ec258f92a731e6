import { useTranslation } from "react-i18next";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { readSavedTools, toggleSavedTool, useSavedTools } from "@/lib/saved-tools";
import { keepSavedToolsOffline } from "./saved-offline";

/**
 * "Save" on a tool card and a tool page: a toggle (aria-pressed) that keeps the tool in this browser's saved list.
 * It shows a bookmark (filled once saved); its name is the word and the tool's name ("Save ChatGPT"), so each card's
 * button says which tool it saves.
 * The page as first rendered shows it unpressed; once the app runs it reads the list.
 */
export function SaveToolButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const { code } = useCurrentLanguage();
  const saved = useSavedTools().includes(id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      title={t(saved ? "saved.saved" : "saved.save")}
      onClick={() => {
        toggleSavedTool(id);
        void keepSavedToolsOffline(code, readSavedTools());
      }}
      className="tool-save"
    >
      <span className="sr-only">{`${t(saved ? "saved.saved" : "saved.save")} ${name}`}</span>
    </button>
  );
}
