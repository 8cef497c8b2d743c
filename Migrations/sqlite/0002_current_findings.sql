-- Trellis catalog schema, version 2: a view for people who open the catalog with sqlite3, and
-- an index for forgetting what was solved for a custom device that changed.

-- Every finding of every screen's current revision, for every engine version that solved it.
--   sqlite3 trellis.sqlite "SELECT screen, profile, amount FROM current_findings WHERE kind = 'scrolls'"
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

CREATE INDEX profiles_by_device ON profiles(device);
