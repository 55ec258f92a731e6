import type { CategoryIcon as IconName } from "@common/catalogue/types";
import {
  Bot,
  Code,
  Headset,
  Image,
  Kanban,
  type LucideProps,
  Mic,
  NotebookPen,
  Palette,
  PenLine,
  Search,
  Share2,
  Video,
  Workflow,
} from "lucide-react";

const ICONS: Record<IconName, (props: LucideProps) => React.ReactNode> = {
  bot: Bot,
  video: Video,
  image: Image,
  mic: Mic,
  "pen-line": PenLine,
  search: Search,
  code: Code,
  palette: Palette,
  "notebook-pen": NotebookPen,
  workflow: Workflow,
  kanban: Kanban,
  headset: Headset,
  share: Share2,
};

/** The lucide icon of a category, decorative (the category title names it). */
export function CategoryIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden="true" />;
}
