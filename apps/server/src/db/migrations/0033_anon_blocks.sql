CREATE TABLE "anon_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "anon_blocks_pair_uq" ON "anon_blocks" USING btree ("blocker_id","blocked_id");--> statement-breakpoint
CREATE INDEX "anon_blocks_blocked_idx" ON "anon_blocks" USING btree ("blocked_id");