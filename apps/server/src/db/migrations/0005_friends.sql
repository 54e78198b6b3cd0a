CREATE TABLE "friend_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"owner_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"comment_name" text DEFAULT '' NOT NULL,
	"comment_last" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_pending_uq" ON "friend_requests" USING btree ("from_user_id","to_user_id") WHERE "friend_requests"."status" = 0;--> statement-breakpoint
CREATE INDEX "friend_requests_to_idx" ON "friend_requests" USING btree ("to_user_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "friendships_owner_friend_uq" ON "friendships" USING btree ("owner_id","friend_id");--> statement-breakpoint
CREATE INDEX "friendships_owner_created_idx" ON "friendships" USING btree ("owner_id","created_at");