CREATE TABLE "group_members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" smallint DEFAULT 3 NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ru_name" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"avatar_compress" text DEFAULT '' NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"notice_avatar" text DEFAULT '' NOT NULL,
	"owner_id" integer NOT NULL,
	"module_type" smallint DEFAULT 0 NOT NULL,
	"responsible_module" smallint DEFAULT 0 NOT NULL,
	"service_user_id" integer,
	"gag_all" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_group_user_uq" ON "group_members" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id","group_id");--> statement-breakpoint
CREATE INDEX "groups_owner_module_idx" ON "groups" USING btree ("owner_id","module_type");--> statement-breakpoint
CREATE INDEX "groups_service_user_idx" ON "groups" USING btree ("service_user_id") WHERE "groups"."service_user_id" is not null;