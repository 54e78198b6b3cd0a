-- pg_trgm gives the title's trigram index and the near-match operator; PGlite loads it (db/client.ts), PostgreSQL ships it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "listing_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer NOT NULL,
	"from_state" smallint,
	"to_state" smallint NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_favourites" (
	"user_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_favourites_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"category1" text NOT NULL,
	"category2" text,
	"category3" text,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"city_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(20, 4),
	"currency_id" integer NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED,
	"state" smallint NOT NULL,
	"revoke_reason" text,
	"deposit_hold_id" integer,
	"deposit_amount" numeric(20, 4),
	"deposit_flow_id" integer,
	"shelf_count" integer DEFAULT 1 NOT NULL,
	"favourite_count" integer DEFAULT 0 NOT NULL,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shelved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_price" CHECK ("listings"."price" IS NULL OR "listings"."price" >= 0),
	CONSTRAINT "listings_state" CHECK ("listings"."state" IN (1, 2, 3)),
	CONSTRAINT "listings_favourites" CHECK ("listings"."favourite_count" >= 0)
);
--> statement-breakpoint
CREATE INDEX "listing_events_listing_idx" ON "listing_events" USING btree ("listing_id","id");--> statement-breakpoint
CREATE INDEX "listing_favourites_user_idx" ON "listing_favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_owner_idem_uq" ON "listings" USING btree ("owner_id","idem_key");--> statement-breakpoint
CREATE INDEX "listings_owner_idx" ON "listings" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listings_title_trgm_idx" ON "listings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_shelf_newest_idx" ON "listings" USING btree ("state","shelved_at","id");--> statement-breakpoint
CREATE INDEX "listings_shelf_city_idx" ON "listings" USING btree ("state","city_key","shelved_at","id");--> statement-breakpoint
CREATE INDEX "listings_shelf_category_idx" ON "listings" USING btree ("state","category1","city_key","shelved_at","id");--> statement-breakpoint
CREATE INDEX "listings_shelf_price_idx" ON "listings" USING btree ("state","category1","price");