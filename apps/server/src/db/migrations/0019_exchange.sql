CREATE TABLE "exchange_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"country" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"pay_currency_id" integer NOT NULL,
	"pay_amount" numeric(20, 4) NOT NULL,
	"receive_currency_id" integer NOT NULL,
	"receive_amount" numeric(20, 4) NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"fee" numeric(20, 4) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"address_id" integer,
	"status" smallint NOT NULL,
	"hold_id" integer,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_ads_amounts" CHECK ("exchange_ads"."pay_amount" > 0 AND "exchange_ads"."receive_amount" > 0 AND "exchange_ads"."fee" >= 0 AND "exchange_ads"."rate" > 0),
	CONSTRAINT "exchange_ads_currencies" CHECK ("exchange_ads"."pay_currency_id" <> "exchange_ads"."receive_currency_id")
);
--> statement-breakpoint
CREATE TABLE "exchange_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_state" smallint,
	"to_state" smallint NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"pay_currency_id" integer NOT NULL,
	"pay_amount" numeric(20, 4) NOT NULL,
	"receive_currency_id" integer NOT NULL,
	"receive_amount" numeric(20, 4) NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"fee" numeric(20, 4) NOT NULL,
	"state" smallint NOT NULL,
	"dispute_kind" text,
	"dispute_by" integer,
	"dispute_reason" text DEFAULT '' NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"sender_account" text DEFAULT '' NOT NULL,
	"sender_bank" text DEFAULT '' NOT NULL,
	"buyer_remark" text DEFAULT '' NOT NULL,
	"certificate_a_url" text,
	"certificate_b_url" text,
	"seller_remark" text DEFAULT '' NOT NULL,
	"address_id" integer,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_orders_parties" CHECK ("exchange_orders"."seller_id" <> "exchange_orders"."buyer_id")
);
--> statement-breakpoint
CREATE TABLE "otc_exchange_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"receive_currency_id" integer NOT NULL,
	"receive_amount" numeric(20, 4) NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"fee" numeric(20, 4) NOT NULL,
	"address_id" integer NOT NULL,
	"state" smallint NOT NULL,
	"hold_id" integer,
	"staff_note" text DEFAULT '' NOT NULL,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "otc_exchange_orders_amounts" CHECK ("otc_exchange_orders"."amount" > 0 AND "otc_exchange_orders"."receive_amount" > 0 AND "otc_exchange_orders"."fee" >= 0)
);
--> statement-breakpoint
CREATE INDEX "exchange_addresses_user_idx" ON "exchange_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_ads_idem_uq" ON "exchange_ads" USING btree ("seller_id","idem_key");--> statement-breakpoint
CREATE INDEX "exchange_ads_market_rate_idx" ON "exchange_ads" USING btree ("rate","id") WHERE "exchange_ads"."status" = 1;--> statement-breakpoint
CREATE INDEX "exchange_ads_market_new_idx" ON "exchange_ads" USING btree ("id") WHERE "exchange_ads"."status" = 1;--> statement-breakpoint
CREATE INDEX "exchange_ads_seller_idx" ON "exchange_ads" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "exchange_order_events_order_idx" ON "exchange_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_orders_idem_uq" ON "exchange_orders" USING btree ("buyer_id","idem_key");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_orders_open_uq" ON "exchange_orders" USING btree ("ad_id") WHERE "exchange_orders"."state" between 1 and 4;--> statement-breakpoint
CREATE INDEX "exchange_orders_buyer_idx" ON "exchange_orders" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "exchange_orders_seller_idx" ON "exchange_orders" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "exchange_orders_disputed_idx" ON "exchange_orders" USING btree ("id") WHERE "exchange_orders"."dispute_kind" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "otc_exchange_orders_idem_uq" ON "otc_exchange_orders" USING btree ("user_id","idem_key");--> statement-breakpoint
CREATE INDEX "otc_exchange_orders_user_idx" ON "otc_exchange_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "otc_exchange_orders_state_idx" ON "otc_exchange_orders" USING btree ("state","id");--> statement-breakpoint
-- An exchange's settlement (issue 13): captures the WHOLE open remainder of a hold (p_legs: positive credit legs,
-- e.g. buyer + fees) and applies p_extra (signed legs of other accounts, e.g. buyer → seller in the other currency)
-- in ONE journal transaction. Locks like ledger_capture: the hold first, then every account in id order inside
-- ledger_apply; refusals are the same VL codes. Answers the capture's shape.
CREATE FUNCTION ledger_settle(p_hold integer, p_owner integer, p_legs jsonb, p_extra jsonb,
                              p_kind text, p_ref text, p_scope text, p_key text, p_hash text)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_tx integer; v_replay jsonb; v_h record; v_total numeric; v_rem numeric;
BEGIN
  SELECT o_tx, o_replay INTO v_tx, v_replay FROM ledger_begin(p_kind, p_ref, p_scope, p_key, p_hash);
  IF v_replay IS NOT NULL THEN RETURN v_replay; END IF;
  SELECT h.id, h.account_id, h.amount, h.captured, h.released, h.status, a.user_id INTO v_h
    FROM holds h JOIN ledger_accounts a ON a.id = h.account_id WHERE h.id = p_hold FOR UPDATE OF h;
  IF NOT FOUND OR (p_owner IS NOT NULL AND v_h.user_id <> p_owner) THEN
    RAISE EXCEPTION 'no hold %', p_hold USING ERRCODE = 'VL007';
  END IF;
  IF v_h.status <> 'open' THEN
    RAISE EXCEPTION 'hold % is closed', p_hold USING ERRCODE = 'VL004';
  END IF;
  IF jsonb_typeof(p_legs) IS DISTINCT FROM 'array' OR jsonb_typeof(p_extra) IS DISTINCT FROM 'array' OR EXISTS (
    SELECT 1 FROM jsonb_array_elements(p_legs) l
    WHERE (l->>'amount')::numeric IS NULL OR (l->>'amount')::numeric <= 0
  ) THEN
    RAISE EXCEPTION 'settle legs must be positive' USING ERRCODE = 'VL003';
  END IF;
  SELECT coalesce(sum((l->>'amount')::numeric), 0) INTO v_total FROM jsonb_array_elements(p_legs) l;
  v_rem := v_h.amount - v_h.captured - v_h.released;
  IF v_total <> v_rem THEN
    RAISE EXCEPTION 'a settlement captures the whole hold' USING ERRCODE = 'VL003';
  END IF;
  PERFORM ledger_apply(v_tx, p_legs || p_extra || jsonb_build_array(
    jsonb_build_object('account', v_h.account_id, 'bucket', 'frozen', 'amount', -v_total)));
  UPDATE holds SET captured = v_h.captured + v_total, status = 'captured', closed_tx = v_tx, closed_at = now()
    WHERE id = p_hold;
  RETURN ledger_finish(v_tx, jsonb_build_object('txId', v_tx, 'holdId', p_hold,
                                                'captured', (v_h.captured + v_total)::text,
                                                'released', v_h.released::text, 'status', 'captured'));
END $$;
