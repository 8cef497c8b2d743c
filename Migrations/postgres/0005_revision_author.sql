-- Trellis catalog schema, version 5 (as Migrations/sqlite/0005_revision_author.sql): who made
-- each catalog revision (a server token's name; NULL for the CLI).
ALTER TABLE catalog_revisions ADD COLUMN author TEXT COLLATE "C";
