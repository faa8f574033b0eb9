ALTER TABLE "file_uses" ALTER COLUMN "visible_from" DROP NOT NULL;--> statement-breakpoint
-- file_uses now records every record that uses a file, so that its readers read the file
-- (platform/files). Content not visible to everyone keeps its files for its editors: record what
-- unpublished articles, disabled nodes and unpublished hot issues show (the rules of migration 0011).
INSERT INTO "file_uses" ("owner_type", "owner_id", "file_id", "visible_from")
SELECT DISTINCT c.owner_type, c.owner_id, f.id, NULL::timestamptz
FROM (
  SELECT 'article' AS owner_type, id AS owner_id,
    body_html || ' ' || coalesce(cover_url, '') || ' ' || attachments::text AS content
  FROM "articles"
  UNION ALL
  SELECT 'knowledge_node', id, body FROM "knowledge_nodes"
  UNION ALL
  SELECT 'hot_issue', id, answer FROM "hot_issues"
) c
CROSS JOIN LATERAL regexp_matches(c.content, '/console/api/files/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})', 'g') m
JOIN "files" f ON f.id = lower(m[1])::uuid
LEFT JOIN "users" u ON u.id = f.uploader_id
WHERE f.purpose IN ('editor-image', 'editor-file', 'editor-capture')
  OR (f.purpose = 'attachment' AND 'ADMIN' = any(u.authorities))
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The attachments of workflow steps (files their actors uploaded) belong to their instance.
INSERT INTO "file_uses" ("owner_type", "owner_id", "file_id", "visible_from")
SELECT DISTINCT 'workflow_instance', h.instance_id, f.id, NULL::timestamptz
FROM "workflow_history" h
CROSS JOIN LATERAL jsonb_array_elements(h.attachments) a
JOIN "files" f ON f.id::text = lower(a->>'id')
ON CONFLICT DO NOTHING;
