-- Issue 13: a live source of prices beside staff's. The prices so far were staff's.
ALTER TABLE "exchange_rates" ADD COLUMN "staff_rub_price" numeric(20, 8);--> statement-breakpoint
UPDATE "exchange_rates" SET "staff_rub_price" = "rub_price";--> statement-breakpoint
ALTER TABLE "exchange_rates" ALTER COLUMN "staff_rub_price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "staff_override" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "live_rub_price" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "live_rate_date" text;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "live_fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_staff_positive" CHECK ("exchange_rates"."staff_rub_price" > 0);--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_live_positive" CHECK ("exchange_rates"."live_rub_price" is null or "exchange_rates"."live_rub_price" > 0);