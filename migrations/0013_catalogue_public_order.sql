-- The public catalogue's orders as indexes (docs/decisions/040): Recommended across categories (the category's place
-- in the home page's order, then position, then id) and by name without regard to case, so a page of either walks
-- 24 index entries instead of sorting every published tool.
CREATE INDEX `catalogue_tools_status_recommended_idx` ON `catalogue_tools` (`status`,(CASE "category" WHEN 'ai-assistants' THEN 0 WHEN 'video-creation' THEN 1 WHEN 'image-creation' THEN 2 WHEN 'voice-audio' THEN 3 WHEN 'writing-help' THEN 4 WHEN 'research-search' THEN 5 WHEN 'code-development' THEN 6 WHEN 'design-graphics' THEN 7 WHEN 'meeting-notes' THEN 8 WHEN 'automate-tasks' THEN 9 WHEN 'project-management' THEN 10 WHEN 'customer-service' THEN 11 WHEN 'social-media' THEN 12 END),`position`,`id`);--> statement-breakpoint
CREATE INDEX `catalogue_tools_status_name_nocase_idx` ON `catalogue_tools` (`status`,"name" COLLATE NOCASE,`id`);
