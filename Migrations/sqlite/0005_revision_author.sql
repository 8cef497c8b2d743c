-- Trellis catalog schema, version 5: who made each catalog revision.
-- `trellis serve --tokens FILE` records the name of the token whose request registered the files
-- (the name only: a token never reaches the catalog). NULL for revisions made by the CLI, by a
-- server without tokens, and for every revision made before this migration.
ALTER TABLE catalog_revisions ADD COLUMN author TEXT;
