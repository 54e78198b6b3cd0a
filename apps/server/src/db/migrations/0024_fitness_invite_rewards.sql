CREATE TABLE "fitness_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"steps" integer NOT NULL,
	"content" text NOT NULL,
	"region" text NOT NULL,
	"source" smallint NOT NULL,
	"coins" numeric(20, 4) NOT NULL,
	"tx_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fitness_entries_steps" CHECK ("fitness_entries"."steps" BETWEEN 1 AND 100000),
	CONSTRAINT "fitness_entries_coins" CHECK ("fitness_entries"."coins" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "airdrop_configs" (
	"module" smallint PRIMARY KEY NOT NULL,
	"disposition" text NOT NULL,
	"invite_reward" numeric(20, 4) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"module" smallint NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"tx_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fitness_entries_user_day_uq" ON "fitness_entries" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "fitness_entries_day_idx" ON "fitness_entries" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_rewards_invitee_module_uq" ON "invite_rewards" USING btree ("invitee_id","module");