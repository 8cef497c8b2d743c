-- Trellis catalog schema, version 8 (as Migrations/sqlite/0008_results_checked_by_the_store.sql):
-- the result tables' foreign keys go. PostgreSQL checks a foreign key per inserted row with a
-- query and a row lock on the referenced row (the shared `profiles` rows become multixacts when
-- workers store side by side); for a layout's three rows that was about half of what storing it
-- cost the server. The store writes a layout, its result and its findings in one transaction and
-- deletes them together (a custom device that changed), so no row is left without its layout.
ALTER TABLE layouts DROP CONSTRAINT layouts_profile_id_fkey;
ALTER TABLE layout_results DROP CONSTRAINT layout_results_layout_id_fkey;
ALTER TABLE findings DROP CONSTRAINT findings_layout_id_fkey;
