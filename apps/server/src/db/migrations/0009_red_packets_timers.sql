CREATE TABLE "red_packet_shares" (
	"red_packet_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"claimer_user_id" integer,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "red_packet_shares_red_packet_id_seq_pk" PRIMARY KEY("red_packet_id","seq"),
	CONSTRAINT "red_packet_shares_positive" CHECK ("red_packet_shares"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "red_packets" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_user_id" integer NOT NULL,
	"conversation_type" smallint NOT NULL,
	"chat_target_id" text NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"count" smallint NOT NULL,
	"split" text NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"claimed_count" smallint DEFAULT 0 NOT NULL,
	"claimed_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"refunded_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"hold_id" integer NOT NULL,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "red_packets_counts" CHECK ("red_packets"."claimed_count" >= 0 AND "red_packets"."claimed_count" <= "red_packets"."count")
);
--> statement-breakpoint
CREATE TABLE "timers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "red_packet_shares" ADD CONSTRAINT "red_packet_shares_red_packet_id_red_packets_id_fk" FOREIGN KEY ("red_packet_id") REFERENCES "public"."red_packets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "red_packet_shares_claimer_uq" ON "red_packet_shares" USING btree ("red_packet_id","claimer_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "red_packets_sender_idem_uq" ON "red_packets" USING btree ("sender_user_id","idem_key");--> statement-breakpoint
CREATE INDEX "red_packets_sender_idx" ON "red_packets" USING btree ("sender_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "timers_kind_key_uq" ON "timers" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "timers_due_idx" ON "timers" USING btree ("due_at") WHERE "timers"."done_at" is null;