-- Trellis catalog schema, version 2 (as Migrations/sqlite/0002_current_findings.sql): a view of
-- every current finding for people who query the catalog by hand, and an index for forgetting
-- what was solved for a custom device that changed.
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
