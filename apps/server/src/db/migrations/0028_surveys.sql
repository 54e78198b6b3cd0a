CREATE TABLE "survey_forwards" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sex" smallint,
	"age" smallint,
	"city" text,
	"education" text,
	"family_status" text,
	"religion" text,
	"answers" jsonb NOT NULL,
	"forwarded_by" integer,
	"reward" numeric(20, 4) NOT NULL,
	"forward_reward" numeric(20, 4) DEFAULT '0' NOT NULL,
	"tx_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"platform" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"questions" jsonb NOT NULL,
	"required_info" jsonb NOT NULL,
	"currency_id" integer NOT NULL,
	"reward" numeric(20, 4) NOT NULL,
	"forward_reward" numeric(20, 4) NOT NULL,
	"max_replies" integer NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"closed_reason" text,
	"hold_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "surveys_reply_count" CHECK ("surveys"."reply_count" BETWEEN 0 AND "surveys"."max_replies")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "survey_forwards_survey_to_uq" ON "survey_forwards" USING btree ("survey_id","to_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_replies_survey_user_uq" ON "survey_replies" USING btree ("survey_id","user_id");--> statement-breakpoint
CREATE INDEX "survey_replies_user_idx" ON "survey_replies" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "survey_replies_forwarder_idx" ON "survey_replies" USING btree ("forwarded_by");--> statement-breakpoint
CREATE INDEX "surveys_state_idx" ON "surveys" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "surveys_owner_idx" ON "surveys" USING btree ("owner_id","id");