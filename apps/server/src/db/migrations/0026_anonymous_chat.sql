-- Issue 16: anonymous chat — profiles, the matching queue shared by every instance, chats and their messages.
CREATE TABLE "anon_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"nick_name" text NOT NULL,
	"brief" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anon_queue" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_partner_id" integer,
	"enqueued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anon_chats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_a" integer NOT NULL,
	"user_b" integer NOT NULL,
	"state" text DEFAULT 'started' NOT NULL,
	"proposed_by" integer,
	"ended_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "anon_chats_state" CHECK ("anon_chats"."state" in ('started', 'proposed', 'ended', 'revealed')),
	CONSTRAINT "anon_chats_two" CHECK ("anon_chats"."user_a" <> "anon_chats"."user_b")
);
--> statement-breakpoint
CREATE TABLE "anon_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"object_name" text NOT NULL,
	"text" text NOT NULL,
	"client_msg_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "anon_queue_age_idx" ON "anon_queue" USING btree ("enqueued_at");--> statement-breakpoint
CREATE INDEX "anon_chats_a_idx" ON "anon_chats" USING btree ("user_a","id");--> statement-breakpoint
CREATE INDEX "anon_chats_b_idx" ON "anon_chats" USING btree ("user_b","id");--> statement-breakpoint
CREATE INDEX "anon_messages_chat_idx" ON "anon_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "anon_messages_client_idx" ON "anon_messages" USING btree ("sender_id","client_msg_id");
