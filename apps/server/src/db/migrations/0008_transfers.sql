CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"fee" numeric(20, 4) DEFAULT '0' NOT NULL,
	"receive_amount" numeric(20, 4) NOT NULL,
	"safe" boolean NOT NULL,
	"state" smallint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"hold_id" integer,
	"sender_flow_id" integer,
	"receiver_flow_id" integer,
	"document_url" text,
	"document_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfers_amounts" CHECK ("transfers"."amount" > 0 AND "transfers"."fee" >= 0 AND "transfers"."receive_amount" = "transfers"."amount" - "transfers"."fee" AND "transfers"."receive_amount" > 0),
	CONSTRAINT "transfers_parties" CHECK ("transfers"."sender_id" <> "transfers"."receiver_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_idem_uq" ON "transfers" USING btree ("sender_id","idem_key");--> statement-breakpoint
CREATE INDEX "transfers_receiver_idx" ON "transfers" USING btree ("receiver_id");