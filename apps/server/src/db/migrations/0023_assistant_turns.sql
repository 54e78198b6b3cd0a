-- Issue 16: the AI assistant chat's history, one row per question and answer (modules/assistant).
CREATE TABLE "assistant_turns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"mode" text NOT NULL,
	"finish" text DEFAULT 'streaming' NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "assistant_turns_user_idx" ON "assistant_turns" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "assistant_turns_day_idx" ON "assistant_turns" USING btree ("user_id","created_at");
