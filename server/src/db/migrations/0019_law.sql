CREATE TABLE "law_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"label" text NOT NULL,
	"chapter" text,
	"body" text NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "law_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"issuer" text NOT NULL,
	"doc_number" text,
	"level" text NOT NULL,
	"category" text NOT NULL,
	"published_on" date NOT NULL,
	"effective_on" date,
	"validity" text NOT NULL,
	"body" text NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text,
	"revises_id" uuid,
	"article_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" NOT NULL,
	"title_search" "tsvector" NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "law_articles" ADD CONSTRAINT "law_articles_document_id_law_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."law_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "law_documents" ADD CONSTRAINT "law_documents_revises_id_law_documents_id_fk" FOREIGN KEY ("revises_id") REFERENCES "public"."law_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "law_documents" ADD CONSTRAINT "law_documents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "law_articles_document_idx" ON "law_articles" USING btree ("document_id","seq");--> statement-breakpoint
CREATE INDEX "law_articles_search_idx" ON "law_articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "law_documents_search_idx" ON "law_documents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "law_documents_filter_idx" ON "law_documents" USING btree ("level","validity","published_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "law_documents_category_idx" ON "law_documents" USING btree ("category" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "law_documents_published_idx" ON "law_documents" USING btree ("published_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "law_documents_revises_idx" ON "law_documents" USING btree ("revises_id");--> statement-breakpoint
CREATE INDEX "law_documents_issuer_idx" ON "law_documents" USING btree ("issuer");