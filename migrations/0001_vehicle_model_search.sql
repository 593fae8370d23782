-- Substring search over vehicle models, backed by an FTS5 trigram index so that it stays
-- index-backed at catalogue scale (LIKE '%term%' would scan every vehicle, and D1 refuses
-- LIKE patterns over 50 bytes). External-content table: the text lives in `vehicles` only.
CREATE VIRTUAL TABLE `vehicle_model_search` USING fts5(
	`model_search_key`,
	content = 'vehicles',
	content_rowid = 'rowid',
	tokenize = 'trigram'
);
--> statement-breakpoint
CREATE TRIGGER `vehicles_model_search_insert` AFTER INSERT ON `vehicles` BEGIN
	INSERT INTO `vehicle_model_search` (`rowid`, `model_search_key`) VALUES (new.rowid, new.model_search_key);
END;
--> statement-breakpoint
CREATE TRIGGER `vehicles_model_search_delete` AFTER DELETE ON `vehicles` BEGIN
	INSERT INTO `vehicle_model_search` (`vehicle_model_search`, `rowid`, `model_search_key`) VALUES ('delete', old.rowid, old.model_search_key);
END;
--> statement-breakpoint
CREATE TRIGGER `vehicles_model_search_update` AFTER UPDATE OF `model_search_key` ON `vehicles` BEGIN
	INSERT INTO `vehicle_model_search` (`vehicle_model_search`, `rowid`, `model_search_key`) VALUES ('delete', old.rowid, old.model_search_key);
	INSERT INTO `vehicle_model_search` (`rowid`, `model_search_key`) VALUES (new.rowid, new.model_search_key);
END;
