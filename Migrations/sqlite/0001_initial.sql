-- Trellis catalog schema, version 1.
-- Applied in file-name order by GRDB's DatabaseMigrator (the file name, without `.sql`, is the
-- migration's identifier in `grdb_migrations`). Never edit a released migration: add a new file.

-- Each `trellis register` that changes something makes one catalog revision: the set of every
-- screen's current revision at that moment (`catalog_revision_screens`). `trellis diff` compares two.
CREATE TABLE catalog_revisions (
    id INTEGER PRIMARY KEY,                -- 1, 2, 3, … in commit order
    created_at TEXT NOT NULL,              -- ISO 8601, UTC
    summary TEXT NOT NULL                  -- what changed, e.g. "EmailLogin r2, FormRow r2"
);

CREATE TABLE screens (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    current_revision_id INTEGER REFERENCES screen_revisions(id)
);

-- One row per change of a screen's file or of any component it uses (transitively).
CREATE TABLE screen_revisions (
    id INTEGER PRIMARY KEY,
    screen_id INTEGER NOT NULL REFERENCES screens(id),
    number INTEGER NOT NULL,               -- 1, 2, … per screen
    hash TEXT NOT NULL,                    -- SHA-256 over the source and every used component's source: the cache key
    source_hash TEXT NOT NULL,             -- SHA-256 of the file's text alone
    source TEXT NOT NULL,                  -- the file's text as registered
    path TEXT NOT NULL,                    -- the file it came from
    description TEXT,
    tags TEXT NOT NULL DEFAULT '[]',       -- JSON array of strings
    registered_at TEXT NOT NULL,           -- ISO 8601, UTC
    catalog_revision_id INTEGER NOT NULL REFERENCES catalog_revisions(id),
    UNIQUE (screen_id, number)
);
CREATE INDEX screen_revisions_by_hash ON screen_revisions(hash);

CREATE TABLE components (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    current_revision_id INTEGER REFERENCES component_revisions(id)
);

CREATE TABLE component_revisions (
    id INTEGER PRIMARY KEY,
    component_id INTEGER NOT NULL REFERENCES components(id),
    number INTEGER NOT NULL,               -- 1, 2, … per component
    hash TEXT NOT NULL,                    -- SHA-256 of the file's text
    source TEXT NOT NULL,
    path TEXT NOT NULL,
    description TEXT,
    registered_at TEXT NOT NULL,
    catalog_revision_id INTEGER NOT NULL REFERENCES catalog_revisions(id),
    UNIQUE (component_id, number)
);

-- Which component revisions a screen revision was expanded with, directly or through other components.
CREATE TABLE screen_revision_components (
    screen_revision_id INTEGER NOT NULL REFERENCES screen_revisions(id),
    component_revision_id INTEGER NOT NULL REFERENCES component_revisions(id),
    PRIMARY KEY (screen_revision_id, component_revision_id)
) WITHOUT ROWID;
CREATE INDEX screen_revision_components_by_component ON screen_revision_components(component_revision_id);

-- The constraint sets of a screen revision after expansion: `base` (always active) and the named ones.
CREATE TABLE constraint_sets (
    id INTEGER PRIMARY KEY,
    screen_revision_id INTEGER NOT NULL REFERENCES screen_revisions(id),
    name TEXT NOT NULL,
    condition TEXT,                        -- the `when:` condition; NULL for `base`
    constraint_count INTEGER NOT NULL,
    UNIQUE (screen_revision_id, name)
);

-- Custom devices registered from device files (the fifteen built-in devices live in the binary).
CREATE TABLE devices (
    id TEXT PRIMARY KEY,                   -- e.g. kiosk-10
    name TEXT NOT NULL,
    aliases TEXT NOT NULL DEFAULT '[]',    -- JSON array of ids
    definition TEXT NOT NULL,              -- the device as JSON (screens per orientation, keyboard heights)
    source TEXT NOT NULL,
    hash TEXT NOT NULL,                    -- SHA-256 of the file's text
    path TEXT NOT NULL,
    registered_at TEXT NOT NULL
);

-- Trait keys results were computed for.
CREATE TABLE profiles (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,              -- DEVICE/ORIENTATION/TEXTSIZE[+keyboard][+rtl]
    device TEXT NOT NULL,
    orientation TEXT NOT NULL CHECK (orientation IN ('portrait', 'landscape')),
    text_size TEXT NOT NULL,               -- XS S M L XL XXL XXXL AX1 … AX5
    text_size_rank INTEGER NOT NULL,       -- 0 (XS) … 11 (AX5)
    keyboard INTEGER NOT NULL,             -- 0 or 1
    rtl INTEGER NOT NULL                   -- 0 or 1
);

-- The cache: one solved layout per (screen revision hash, profile, engine version). Small rows,
-- so "what is cached" is an index scan; the frames live in `layout_results`.
CREATE TABLE layouts (
    id INTEGER PRIMARY KEY,
    screen_revision_hash TEXT NOT NULL,
    profile_id INTEGER NOT NULL REFERENCES profiles(id),
    engine_version TEXT NOT NULL,
    scrolls INTEGER NOT NULL,              -- 1 when any scroll view scrolls
    finding_count INTEGER NOT NULL,
    solved_at TEXT NOT NULL,
    UNIQUE (screen_revision_hash, profile_id, engine_version)
);

-- Frames and scroll views of a cached layout, as `trellis show --profile` prints them.
CREATE TABLE layout_results (
    layout_id INTEGER PRIMARY KEY REFERENCES layouts(id) ON DELETE CASCADE,
    frames TEXT NOT NULL,                  -- {"view": {"x", "y", "width", "height"}, …}
    scroll_views TEXT NOT NULL             -- {"scroll": {"contentWidth", …, "scrollsVertically", …}, …}
);

-- One row per finding of a cached layout. The layout's key columns are repeated here so queries
-- ("every scrolls finding at these profiles") read one index and no other table.
CREATE TABLE findings (
    id INTEGER PRIMARY KEY,
    layout_id INTEGER NOT NULL REFERENCES layouts(id) ON DELETE CASCADE,
    screen_revision_hash TEXT NOT NULL,    -- = layouts.screen_revision_hash
    profile_id INTEGER NOT NULL,           -- = layouts.profile_id
    engine_version TEXT NOT NULL,          -- = layouts.engine_version
    kind TEXT NOT NULL CHECK (kind IN ('scrolls', 'clipped-text', 'compressed', 'unreachable',
                                       'broken-constraint', 'ambiguous', 'small-target')),
    views TEXT NOT NULL,                   -- JSON array of view ids
    amount REAL,                           -- points of overflow (scrolls, clipped-text, unreachable, compressed)
    message TEXT NOT NULL
);
CREATE INDEX findings_by_layout ON findings(layout_id);
-- Covers what a query reads, so "every scrolls finding at these profiles" never visits the table.
CREATE INDEX findings_by_kind ON findings(kind, engine_version, profile_id, screen_revision_hash, amount, views);

CREATE TABLE catalog_revision_screens (
    catalog_revision_id INTEGER NOT NULL REFERENCES catalog_revisions(id),
    screen_revision_id INTEGER NOT NULL REFERENCES screen_revisions(id),
    PRIMARY KEY (catalog_revision_id, screen_revision_id)
) WITHOUT ROWID;
