-- Trellis catalog schema, version 4: the list of finding kinds leaves the schema.
--
-- Version 1 listed the kinds in a CHECK, a second copy of `Finding.Kind` that every new kind
-- (`obscured`, `overlap`, …) had to edit in step. The engine's enum is now the one list: the store
-- writes only kinds it knows and reads back only those, so the column is plain text. SQLite cannot
-- drop a CHECK in place, so the table is rebuilt (rows, ids and indexes kept) and the view over it
-- made again.

DROP VIEW current_findings;

CREATE TABLE findings_rebuilt (
    id INTEGER PRIMARY KEY,
    layout_id INTEGER NOT NULL REFERENCES layouts(id) ON DELETE CASCADE,
    screen_revision_hash TEXT NOT NULL,    -- = layouts.screen_revision_hash
    profile_id INTEGER NOT NULL,           -- = layouts.profile_id
    engine_version TEXT NOT NULL,          -- = layouts.engine_version
    kind TEXT NOT NULL,                    -- a `Finding.Kind` raw value: scrolls, clipped-text, obscured, …
    views TEXT NOT NULL,                   -- JSON array of view ids
    amount REAL,                           -- points (see `Finding.amount`)
    message TEXT NOT NULL
);
INSERT INTO findings_rebuilt (id, layout_id, screen_revision_hash, profile_id, engine_version, kind, views, amount, message)
SELECT id, layout_id, screen_revision_hash, profile_id, engine_version, kind, views, amount, message FROM findings;
DROP TABLE findings;
ALTER TABLE findings_rebuilt RENAME TO findings;

CREATE INDEX findings_by_layout ON findings(layout_id);
-- Covers what a query reads, so "every scrolls finding at these profiles" never visits the table.
CREATE INDEX findings_by_kind ON findings(kind, engine_version, profile_id, screen_revision_hash, amount, views);

-- As in version 2.
CREATE VIEW current_findings AS
SELECT s.name AS screen,
       p.key AS profile,
       p.device AS device,
       p.orientation AS orientation,
       p.text_size AS text_size,
       p.keyboard AS keyboard,
       f.kind AS kind,
       f.views AS views,
       f.amount AS amount,
       f.message AS message,
       l.engine_version AS engine_version,
       r.number AS screen_revision
FROM screens s
JOIN screen_revisions r ON r.id = s.current_revision_id
JOIN layouts l ON l.screen_revision_hash = r.hash
JOIN profiles p ON p.id = l.profile_id
JOIN findings f ON f.layout_id = l.id;
