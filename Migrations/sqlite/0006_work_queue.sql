-- Trellis catalog schema, version 6: the work queue of `trellis worker` and who is working.
-- Used on PostgreSQL (`solve` records missing (screen revision, profile) pairs, workers claim
-- them with SELECT … FOR UPDATE SKIP LOCKED and delete them in the transaction that stores the
-- results); SQLite solves in-process and keeps both tables empty, so the schemas stay alike.
CREATE TABLE work_items (
    id INTEGER PRIMARY KEY,
    screen_revision_id INTEGER NOT NULL REFERENCES screen_revisions(id),
    screen_revision_hash TEXT NOT NULL,    -- the cache key the results are stored under
    profile_key TEXT NOT NULL,             -- DEVICE/ORIENTATION/TEXTSIZE[+keyboard][+rtl]
    engine_version TEXT NOT NULL,
    enqueued_at TEXT NOT NULL,
    UNIQUE (screen_revision_hash, profile_key, engine_version)
);

-- One row per worker (and per `solve` taking part), refreshed with every batch it commits.
CREATE TABLE workers (
    id TEXT PRIMARY KEY,                   -- HOST:PID
    host TEXT NOT NULL,
    pid INTEGER NOT NULL,
    started_at TEXT NOT NULL,
    seen_at TEXT NOT NULL,                 -- its last commit or claim
    working_on TEXT,                       -- what its current batch is, NULL when idle
    layouts_done INTEGER NOT NULL
);
