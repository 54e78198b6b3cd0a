CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"messages" boolean DEFAULT true NOT NULL,
	"mentions" boolean DEFAULT true NOT NULL,
	"calls" boolean DEFAULT true NOT NULL,
	"orders" boolean DEFAULT true NOT NULL,
	"hide_preview" boolean DEFAULT false NOT NULL,
	"do_not_disturb" boolean DEFAULT false NOT NULL,
	"do_not_disturb_from" text DEFAULT '23:00' NOT NULL,
	"do_not_disturb_to" text DEFAULT '08:00' NOT NULL,
	"time_zone" text DEFAULT 'Europe/Moscow' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");