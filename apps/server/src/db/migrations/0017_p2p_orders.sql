CREATE TABLE "p2p_order_events" (
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
CREATE TABLE "p2p_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawer_id" integer NOT NULL,
	"payer_id" integer,
	"state" smallint NOT NULL,
	"pay_currency_id" integer NOT NULL,
	"pay_amount" numeric(20, 4) NOT NULL,
	"receive_currency_id" integer NOT NULL,
	"receive_amount" numeric(20, 4) NOT NULL,
	"rate" text NOT NULL,
	"payee_card_number" text DEFAULT '' NOT NULL,
	"payee_phone" text DEFAULT '' NOT NULL,
	"payee_bank" text NOT NULL,
	"payee_name" text NOT NULL,
	"payee_comment" text DEFAULT '' NOT NULL,
	"proof_card_number" text,
	"proof_phone" text,
	"proof_bank" text,
	"proof_name" text,
	"proof_comment" text,
	"proof_file_url" text,
	"complaint_reason" text DEFAULT '' NOT NULL,
	"resolution" text DEFAULT '' NOT NULL,
	"resolution_reason" text DEFAULT '' NOT NULL,
	"hold_id" integer,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "p2p_orders_amounts" CHECK ("p2p_orders"."pay_amount" > 0 AND "p2p_orders"."receive_amount" > 0),
	CONSTRAINT "p2p_orders_parties" CHECK ("p2p_orders"."payer_id" IS NULL OR "p2p_orders"."payer_id" <> "p2p_orders"."withdrawer_id"),
	CONSTRAINT "p2p_orders_state" CHECK ("p2p_orders"."state" IN (1, 2, 10, 20, 30, 40))
);
--> statement-breakpoint
CREATE INDEX "p2p_order_events_order_idx" ON "p2p_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "p2p_orders_idem_uq" ON "p2p_orders" USING btree ("withdrawer_id","idem_key");--> statement-breakpoint
CREATE INDEX "p2p_orders_state_idx" ON "p2p_orders" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "p2p_orders_payer_idx" ON "p2p_orders" USING btree ("payer_id");--> statement-breakpoint
CREATE INDEX "p2p_orders_withdrawer_idx" ON "p2p_orders" USING btree ("withdrawer_id");