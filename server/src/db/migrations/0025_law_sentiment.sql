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
CREATE TABLE "sentiment_item_enterprises" (
	"item_id" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"polarity" text NOT NULL,
	CONSTRAINT "sentiment_item_enterprises_item_id_enterprise_id_pk" PRIMARY KEY("item_id","enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "sentiment_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid,
	"source_name" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"url" text,
	"published_at" timestamp with time zone NOT NULL,
	"fingerprint" text NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"polarity" text NOT NULL,
	"score" integer NOT NULL,
	"words" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "sentiment_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"interval_minutes" integer DEFAULT 60 NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"next_fetch_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sentiment_words" (
	"word" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "law_articles" ADD CONSTRAINT "law_articles_document_id_law_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."law_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "law_documents" ADD CONSTRAINT "law_documents_revises_id_law_documents_id_fk" FOREIGN KEY ("revises_id") REFERENCES "public"."law_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "law_documents" ADD CONSTRAINT "law_documents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiment_item_enterprises" ADD CONSTRAINT "sentiment_item_enterprises_item_id_sentiment_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sentiment_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiment_item_enterprises" ADD CONSTRAINT "sentiment_item_enterprises_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiment_items" ADD CONSTRAINT "sentiment_items_source_id_sentiment_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sentiment_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiment_items" ADD CONSTRAINT "sentiment_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "law_articles_document_idx" ON "law_articles" USING btree ("document_id","seq");--> statement-breakpoint
CREATE INDEX "law_articles_search_idx" ON "law_articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "law_documents_search_idx" ON "law_documents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "law_documents_filter_idx" ON "law_documents" USING btree ("level","validity","published_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "law_documents_category_idx" ON "law_documents" USING btree ("category" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "law_documents_published_idx" ON "law_documents" USING btree ("published_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "law_documents_revises_idx" ON "law_documents" USING btree ("revises_id");--> statement-breakpoint
CREATE INDEX "law_documents_issuer_idx" ON "law_documents" USING btree ("issuer");--> statement-breakpoint
CREATE INDEX "sentiment_item_enterprises_region_idx" ON "sentiment_item_enterprises" USING btree ("region_code" varchar_pattern_ops,"published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sentiment_item_enterprises_enterprise_idx" ON "sentiment_item_enterprises" USING btree ("enterprise_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sentiment_items_fingerprint_key" ON "sentiment_items" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "sentiment_items_published_idx" ON "sentiment_items" USING btree ("published_at" DESC NULLS LAST,"id");