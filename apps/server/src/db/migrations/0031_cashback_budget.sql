CREATE TABLE "cashback_months" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"paid" numeric(20, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "cashback_months_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "listing_orders" DROP CONSTRAINT "listing_orders_amounts";--> statement-breakpoint
ALTER TABLE "listing_orders" ADD COLUMN "cashback_granted" numeric(20, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_orders" ADD COLUMN "cashback_outcome" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_orders" ADD COLUMN "cashback_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_orders_cashback_outcome_idx" ON "listing_orders" USING btree ("cashback_outcome","id");--> statement-breakpoint
ALTER TABLE "listing_orders" ADD CONSTRAINT "listing_orders_amounts" CHECK ("listing_orders"."price" > 0 AND "listing_orders"."fee" >= 0 AND "listing_orders"."fee" < "listing_orders"."price" AND "listing_orders"."cashback" >= 0 AND "listing_orders"."cashback_granted" >= 0 AND "listing_orders"."cashback_granted" <= "listing_orders"."cashback");--> statement-breakpoint
-- Orders completed before issue 28 were paid their whole cashback.
UPDATE "listing_orders" SET "cashback_granted" = "cashback",
  "cashback_outcome" = CASE WHEN "cashback" > 0 THEN 'paid' ELSE 'none' END
  WHERE "cashback_paid";--> statement-breakpoint
-- The cashback budget is what staff fund (issue 28): the opening float of 0006 goes back to the float it came from,
-- as a recorded transaction so the postings still explain every balance.
DO $$
DECLARE v_legs jsonb;
BEGIN
  SELECT jsonb_build_array(
           jsonb_build_object('account', c.id, 'bucket', 'available', 'amount', -c.available),
           jsonb_build_object('account', f.id, 'bucket', 'available', 'amount', c.available))
    INTO v_legs
    FROM ledger_accounts c
    JOIN ledger_accounts f ON f.user_id = 0 AND f.platform_code = 'topup_float' AND f.currency_id = c.currency_id
   WHERE c.user_id = 0 AND c.platform_code = 'cashback' AND c.available > 0
     AND c.currency_id = (SELECT id FROM currencies WHERE code = 'VLN');
  IF v_legs IS NOT NULL THEN
    PERFORM ledger_post('cashbackBudgetReset', 'issue28', NULL, NULL, NULL, v_legs);
  END IF;
END $$;
