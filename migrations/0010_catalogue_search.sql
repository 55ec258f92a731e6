-- The directory's search index (docs/decisions/040): one row per tool and language, holding the folded text of
-- common/catalogue/search-text.ts. The trigram tokenizer matches any substring of three or more characters in
-- every script; shorter searches (a two-character Chinese word) are matched with instr() over the language's rows.
-- Kept in the same batch as every write to catalogue_tools and catalogue_texts (worker/db/catalogue/).
CREATE VIRTUAL TABLE `catalogue_search` USING fts5(`tool_id` UNINDEXED, `lang` UNINDEXED, `body`, tokenize = 'trigram');
