-- Trellis catalog schema, version 4 (as Migrations/sqlite/0004_finding_kinds_from_the_engine.sql):
-- the list of finding kinds leaves the schema; `Finding.Kind` is the one list. PostgreSQL drops
-- the CHECK in place, where SQLite rebuilds the table.
ALTER TABLE findings DROP CONSTRAINT findings_kind_check;
