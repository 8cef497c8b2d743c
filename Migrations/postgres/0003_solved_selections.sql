-- Trellis catalog schema, version 3 (as Migrations/sqlite/0003_solved_selections.sql): which
-- screen revisions are fully solved for a whole profile selection. A derived cache.
CREATE TABLE solved_selections (
    selection_hash TEXT COLLATE "C" NOT NULL,
    engine_version TEXT COLLATE "C" NOT NULL,
    screen_revision_hash TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (selection_hash, engine_version, screen_revision_hash)
);
