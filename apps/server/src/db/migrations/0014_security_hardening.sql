CREATE TABLE "group_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"inviter_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Picture captchas (svg-captcha) have no proof-of-work challenge and could not be answered any more: they go.
DELETE FROM "captchas";--> statement-breakpoint
ALTER TABLE "captchas" ADD COLUMN "challenge" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "joined_time" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "history_visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "find_by_phone_privacy" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "login_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "login_attempts_cleared" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "red_packets" ADD COLUMN "chat_sent_time" bigint;--> statement-breakpoint
ALTER TABLE "pay_password_guards" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_password_guards" ADD COLUMN "cleared" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_password_guards" ADD COLUMN "checking_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "group_invitations_pending_uq" ON "group_invitations" USING btree ("group_id","invitee_id") WHERE "group_invitations"."status" = 0;--> statement-breakpoint
CREATE INDEX "group_invitations_invitee_idx" ON "group_invitations" USING btree ("invitee_id","status","id");--> statement-breakpoint
CREATE INDEX "rate_limit_windows_end_idx" ON "rate_limit_windows" USING btree ("window_ends_at");--> statement-breakpoint
ALTER TABLE "captchas" DROP COLUMN "answer";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "pay_password_guards" DROP COLUMN "failures";