CREATE TABLE "calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"caller_id" integer NOT NULL,
	"callee_id" integer NOT NULL,
	"media_type" smallint NOT NULL,
	"state" smallint NOT NULL,
	"caller_device" text NOT NULL,
	"callee_device" text,
	"end_reason" smallint,
	"duration" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"connected_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "calls_live_caller_idx" ON "calls" USING btree ("caller_id") WHERE "calls"."state" < 3;--> statement-breakpoint
CREATE INDEX "calls_live_callee_idx" ON "calls" USING btree ("callee_id") WHERE "calls"."state" < 3;
