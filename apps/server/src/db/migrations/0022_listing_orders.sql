CREATE TABLE "listing_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_state" smallint NOT NULL,
	"to_state" smallint NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_role" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"state" smallint NOT NULL,
	"secure_deal" boolean NOT NULL,
	"snapshot" jsonb NOT NULL,
	"currency_id" integer NOT NULL,
	"price" numeric(20, 4) NOT NULL,
	"fee" numeric(20, 4) NOT NULL,
	"cashback" numeric(20, 4) NOT NULL,
	"cashback_paid" boolean DEFAULT false NOT NULL,
	"hold_id" integer,
	"ship_note" text DEFAULT '' NOT NULL,
	"appeal_by" text,
	"appeal_reason" text,
	"appeal_proofs" jsonb,
	"appealed_at" timestamp with time zone,
	"resolution" text DEFAULT '' NOT NULL,
	"resolution_reason" text DEFAULT '' NOT NULL,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_orders_amounts" CHECK ("listing_orders"."price" > 0 AND "listing_orders"."fee" >= 0 AND "listing_orders"."fee" < "listing_orders"."price" AND "listing_orders"."cashback" >= 0),
	CONSTRAINT "listing_orders_parties" CHECK ("listing_orders"."buyer_id" <> "listing_orders"."seller_id"),
	CONSTRAINT "listing_orders_state" CHECK ("listing_orders"."state" IN (1, 2, 3, 4, 5, 6))
);
--> statement-breakpoint
CREATE TABLE "listing_task_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"referrer_id" integer,
	"state" smallint NOT NULL,
	"reward_tx_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "listing_task_applications_state" CHECK ("listing_task_applications"."state" IN (1, 2, 3)),
	CONSTRAINT "listing_task_applications_referrer" CHECK ("listing_task_applications"."referrer_id" IS NULL OR "listing_task_applications"."referrer_id" <> "listing_task_applications"."applicant_id")
);
--> statement-breakpoint
CREATE TABLE "listing_task_budgets" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"reward" numeric(20, 4) NOT NULL,
	"slots" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"hold_id" integer,
	"released" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_task_budgets_slots" CHECK ("listing_task_budgets"."slots" > 0 AND "listing_task_budgets"."used" >= 0 AND "listing_task_budgets"."used" <= "listing_task_budgets"."slots"),
	CONSTRAINT "listing_task_budgets_reward" CHECK ("listing_task_budgets"."reward" > 0)
);
--> statement-breakpoint
CREATE INDEX "listing_order_events_order_idx" ON "listing_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_orders_idem_uq" ON "listing_orders" USING btree ("buyer_id","idem_key");--> statement-breakpoint
CREATE INDEX "listing_orders_buyer_idx" ON "listing_orders" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "listing_orders_seller_idx" ON "listing_orders" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "listing_orders_state_idx" ON "listing_orders" USING btree ("state","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_task_applications_uq" ON "listing_task_applications" USING btree ("listing_id","applicant_id");--> statement-breakpoint
CREATE INDEX "listing_task_applications_listing_idx" ON "listing_task_applications" USING btree ("listing_id","id");