CREATE TABLE "file_uses" (
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"visible_from" timestamp with time zone NOT NULL,
	CONSTRAINT "file_uses_owner_type_owner_id_file_id_pk" PRIMARY KEY("owner_type","owner_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "hot_issues" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_uses" ADD CONSTRAINT "file_uses_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_uses_file_idx" ON "file_uses" USING btree ("file_id");--> statement-breakpoint
-- Portal content no longer sets files.public (a scheduled article's files were public too early):
-- what visible content shows is decided per request from file_uses. Close the flags articles set,
-- then record the files that published content shows now (the rules of platform/files).
UPDATE "files" SET "public" = false WHERE "public" AND "purpose" IN ('editor-image', 'editor-file', 'editor-capture', 'attachment');--> statement-breakpoint
INSERT INTO "file_uses" ("owner_type", "owner_id", "file_id", "visible_from")
SELECT DISTINCT c.owner_type, c.owner_id, f.id, c.visible_from
FROM (
  SELECT 'article' AS owner_type, id AS owner_id, publish_at AS visible_from,
    body_html || ' ' || coalesce(cover_url, '') || ' ' || attachments::text AS content
  FROM "articles" WHERE state = 'PUBLISHED' AND publish_at IS NOT NULL
  UNION ALL
  SELECT 'knowledge_node', id, updated_at, body FROM "knowledge_nodes" WHERE enabled
  UNION ALL
  SELECT 'hot_issue', id, coalesce(published_at, updated_at), answer FROM "hot_issues" WHERE published
) c
CROSS JOIN LATERAL regexp_matches(c.content, '/console/api/files/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})', 'g') m
JOIN "files" f ON f.id = lower(m[1])::uuid
LEFT JOIN "users" u ON u.id = f.uploader_id
WHERE f.purpose IN ('editor-image', 'editor-file', 'editor-capture')
  OR (f.purpose = 'attachment' AND 'ADMIN' = any(u.authorities));
