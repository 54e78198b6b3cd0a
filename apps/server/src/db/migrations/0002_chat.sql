CREATE TABLE "conversation_members" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"target_id" text NOT NULL,
	"conversation_type" smallint NOT NULL,
	"module_type" smallint DEFAULT 0 NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"mentioned_count" integer DEFAULT 0 NOT NULL,
	"last_unread_time" bigint DEFAULT 0 NOT NULL,
	"last_read_time" bigint DEFAULT 0 NOT NULL,
	"cleared_before" bigint DEFAULT 0 NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_members_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_type" smallint NOT NULL,
	"key" text NOT NULL,
	"last_message_id" bigint,
	"last_sent_time" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"msg_uid" text NOT NULL,
	"conversation_type" smallint NOT NULL,
	"sender_user_id" integer NOT NULL,
	"object_name" text NOT NULL,
	"content" jsonb NOT NULL,
	"sent_time" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msg_uid" text NOT NULL,
	"conversation_id" integer NOT NULL,
	"conversation_type" smallint NOT NULL,
	"sender_user_id" integer NOT NULL,
	"client_msg_id" text NOT NULL,
	"object_name" text NOT NULL,
	"content" jsonb NOT NULL,
	"mentioned_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quote" jsonb,
	"silent" boolean DEFAULT false NOT NULL,
	"sent_time" bigint NOT NULL,
	"recalled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_members_view_uq" ON "conversation_members" USING btree ("user_id","conversation_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_key_uq" ON "conversations" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "message_favourites_user_msg_uq" ON "message_favourites" USING btree ("user_id","msg_uid");--> statement-breakpoint
CREATE INDEX "message_favourites_user_idx" ON "message_favourites" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_uid_uq" ON "messages" USING btree ("msg_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_id_uq" ON "messages" USING btree ("sender_user_id","client_msg_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_time_idx" ON "messages" USING btree ("conversation_id","sent_time");--> statement-breakpoint
CREATE INDEX "messages_sender_time_idx" ON "messages" USING btree ("sender_user_id","sent_time");