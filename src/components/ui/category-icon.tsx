import type { CategoryIcon as IconName } from "@common/catalogue/types";
import type { LucideProps } from "lucide-react";
import Bot from "lucide-react/icons/bot";
import Code from "lucide-react/icons/code";
import Headset from "lucide-react/icons/headset";
import Image from "lucide-react/icons/image";
import Kanban from "lucide-react/icons/kanban";
import Mic from "lucide-react/icons/mic";
import NotebookPen from "lucide-react/icons/notebook-pen";
import Palette from "lucide-react/icons/palette";
import PenLine from "lucide-react/icons/pen-line";
import Search from "lucide-react/icons/search";
import Share2 from "lucide-react/icons/share-2";
import Video from "lucide-react/icons/video";
import Workflow from "lucide-react/icons/workflow";

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
