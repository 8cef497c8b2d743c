-- Trellis catalog schema, version 7: work is recorded per screen revision with the list of its
-- missing profiles, so a claim takes a screen's profiles in one row (one row per layout made a
-- solve of 1,000 screens × 132 profiles insert, lock and delete 132,000 rows on PostgreSQL).
-- SQLite keeps the table empty; queued work would carry over, each old row as a one-profile row.
CREATE TABLE work_items_by_revision (
    id INTEGER PRIMARY KEY,
    screen_revision_id INTEGER NOT NULL REFERENCES screen_revisions(id),
    screen_revision_hash TEXT NOT NULL,    -- the cache key the results are stored under
    profile_keys TEXT NOT NULL,            -- JSON array of profile keys, in the solve's selection order
    profile_count INTEGER NOT NULL,        -- how many keys profile_keys holds (layouts of work)
    profiles_key TEXT NOT NULL,            -- the list's identity: the key of a single profile, else the
                                           -- SHA-256 of the keys joined by newlines (a list can be too long to index)
    engine_version TEXT NOT NULL,
    enqueued_at TEXT NOT NULL,
    UNIQUE (screen_revision_hash, profiles_key, engine_version)
);
INSERT INTO work_items_by_revision (screen_revision_id, screen_revision_hash, profile_keys, profile_count, profiles_key,
                                    engine_version, enqueued_at)
SELECT screen_revision_id, screen_revision_hash, '["' || profile_key || '"]', 1, profile_key, engine_version, enqueued_at
FROM work_items ORDER BY id;
DROP TABLE work_items;
ALTER TABLE work_items_by_revision RENAME TO work_items;
CREATE INDEX work_items_in_claim_order ON work_items(engine_version, screen_revision_hash, id);
