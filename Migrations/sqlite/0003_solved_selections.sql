-- Trellis catalog schema, version 3: which screen revisions are fully solved for a whole profile
-- selection, so a warm query checks one row per screen instead of one per layout.
-- A derived cache: deleting rows here only makes the next query check layout by layout.
CREATE TABLE solved_selections (
    selection_hash TEXT NOT NULL,          -- SHA-256 of the selection's trait keys, sorted, one a line
    engine_version TEXT NOT NULL,
    screen_revision_hash TEXT NOT NULL,
    PRIMARY KEY (selection_hash, engine_version, screen_revision_hash)
) WITHOUT ROWID;
