-- Issue 15: DNA-test partner matching — paid orders (their hold) and the candidates staff add to them.
CREATE TABLE "dna_candidates" (
	"order_id" integer NOT NULL,
	"candidate_user_id" integer NOT NULL,
	"candidate_order_id" integer NOT NULL,
	"added_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dna_candidates_order_id_candidate_user_id_pk" PRIMARY KEY("order_id","candidate_user_id")
);--> statement-breakpoint
CREATE TABLE "dna_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sex" smallint NOT NULL,
	"region" text NOT NULL,
	"age" smallint NOT NULL,
	"requirements" text NOT NULL,
	"attachment_url" text NOT NULL,
	"attachment_name" text NOT NULL,
	"name" text NOT NULL,
	"area_code" text NOT NULL,
	"phone" text NOT NULL,
	"candidate_count" smallint NOT NULL,
	"plan" text NOT NULL,
	"agree_to_be_candidate" boolean NOT NULL,
	"price_per_candidate" numeric(20, 4) NOT NULL,
	"price" numeric(20, 4) NOT NULL,
	"currency_id" integer NOT NULL,
	"hold_id" integer,
	"state" smallint NOT NULL,
	"captured" numeric(20, 4) DEFAULT '0' NOT NULL,
	"released" numeric(20, 4) DEFAULT '0' NOT NULL,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dna_orders_age" CHECK ("dna_orders"."age" BETWEEN 18 AND 75),
	CONSTRAINT "dna_orders_count" CHECK ("dna_orders"."candidate_count" BETWEEN 1 AND 15),
	CONSTRAINT "dna_orders_settled" CHECK ("dna_orders"."captured" + "dna_orders"."released" <= "dna_orders"."price")
);--> statement-breakpoint
CREATE INDEX "dna_candidates_user_idx" ON "dna_candidates" USING btree ("candidate_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dna_orders_user_idem_uq" ON "dna_orders" USING btree ("user_id","idem_key");--> statement-breakpoint
CREATE INDEX "dna_orders_user_idx" ON "dna_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "dna_orders_state_idx" ON "dna_orders" USING btree ("state","id");
