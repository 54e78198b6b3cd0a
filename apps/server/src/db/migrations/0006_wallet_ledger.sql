CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"symbol" text NOT NULL,
	"display_decimals" smallint NOT NULL,
	"is_platform" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency_id" integer PRIMARY KEY NOT NULL,
	"rub_price" numeric(20, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."rub_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"direction" smallint NOT NULL,
	"status" smallint NOT NULL,
	"state_code" smallint,
	"currency_id" integer NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"fee" numeric(20, 4) DEFAULT '0' NOT NULL,
	"counterparty_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"related_type" text,
	"related_id" integer,
	"tx_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flows_amount_nonneg" CHECK ("flows"."amount" >= 0 AND "flows"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"captured" numeric(20, 4) DEFAULT '0' NOT NULL,
	"released" numeric(20, 4) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reference" text,
	"opened_tx" integer NOT NULL,
	"closed_tx" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "holds_amount_positive" CHECK ("holds"."amount" > 0),
	CONSTRAINT "holds_within_amount" CHECK ("holds"."captured" >= 0 AND "holds"."released" >= 0 AND "holds"."captured" + "holds"."released" <= "holds"."amount"),
	CONSTRAINT "holds_status" CHECK (("holds"."status" = 'open' AND "holds"."closed_tx" IS NULL) OR ("holds"."status" IN ('captured', 'released') AND "holds"."closed_tx" IS NOT NULL AND "holds"."captured" + "holds"."released" = "holds"."amount"))
);
--> statement-breakpoint
CREATE TABLE "journal_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"idem_scope" text,
	"idem_key" text,
	"request_hash" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"platform_code" text DEFAULT '' NOT NULL,
	"currency_id" integer NOT NULL,
	"available" numeric(20, 4) DEFAULT '0' NOT NULL,
	"frozen" numeric(20, 4) DEFAULT '0' NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_kind" CHECK (("ledger_accounts"."user_id" = 0) <> ("ledger_accounts"."platform_code" = '')),
	CONSTRAINT "ledger_accounts_available_nonneg" CHECK ("ledger_accounts"."available" >= 0 OR "ledger_accounts"."allow_negative"),
	CONSTRAINT "ledger_accounts_frozen_nonneg" CHECK ("ledger_accounts"."frozen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pay_password_guards" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"balance_after" numeric(20, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postings_bucket" CHECK ("postings"."bucket" IN ('available', 'frozen')),
	CONSTRAINT "postings_nonzero" CHECK ("postings"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_tx_id_journal_transactions_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."journal_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_opened_tx_journal_transactions_id_fk" FOREIGN KEY ("opened_tx") REFERENCES "public"."journal_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_closed_tx_journal_transactions_id_fk" FOREIGN KEY ("closed_tx") REFERENCES "public"."journal_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_tx_id_journal_transactions_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."journal_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flows_user_idx" ON "flows" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "flows_related_idx" ON "flows" USING btree ("related_type","related_id");--> statement-breakpoint
CREATE INDEX "holds_account_open_idx" ON "holds" USING btree ("account_id") WHERE "holds"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "journal_transactions_idem_uq" ON "journal_transactions" USING btree ("idem_scope","idem_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_uq" ON "ledger_accounts" USING btree ("user_id","platform_code","currency_id");--> statement-breakpoint
CREATE INDEX "postings_account_idx" ON "postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "postings_tx_idx" ON "postings" USING btree ("tx_id");--> statement-breakpoint
-- Seed: the currencies of issue 5 (ids fixed by CurrencyId; id 2 is the hidden slot the spec filters out), their
-- rouble prices, and every platform account (topup_float alone may go negative: it mirrors money held outside).
INSERT INTO "currencies" ("id", "code", "symbol", "display_decimals", "is_platform", "visible", "sort") VALUES
  (1, 'RUB', '₽', 2, false, true, 1),
  (2, 'RSV', '', 2, false, false, 99),
  (3, 'VLN', 'V', 2, true, true, 2),
  (4, 'CNY', '¥', 2, false, true, 3),
  (5, 'USD', '$', 2, false, true, 4),
  (6, 'USDT', '₮', 4, false, true, 5);
--> statement-breakpoint
INSERT INTO "exchange_rates" ("currency_id", "rub_price") VALUES (1, 1), (3, 1), (4, 12.5), (5, 92), (6, 92);
--> statement-breakpoint
INSERT INTO "ledger_accounts" ("user_id", "platform_code", "currency_id", "allow_negative")
SELECT 0, p.code, c.id, p.code = 'topup_float'
FROM "currencies" c CROSS JOIN (VALUES ('fees'), ('rewards'), ('cashback'), ('topup_float'), ('exchange')) AS p(code)
WHERE c.visible
ORDER BY c.id, p.code;
--> statement-breakpoint
-- The account of a user (p_code '') or of the platform (p_user 0) in a currency, created on first use.
CREATE FUNCTION ledger_account(p_user integer, p_code text, p_currency integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE v_id integer;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts
    WHERE user_id = p_user AND platform_code = p_code AND currency_id = p_currency;
  IF v_id IS NOT NULL THEN RETURN v_id; END IF;
  IF p_user IS NULL OR p_user < 0 OR (p_user = 0) = (p_code = '')
     OR (p_user = 0 AND p_code NOT IN ('fees', 'rewards', 'cashback', 'topup_float', 'exchange')) THEN
    RAISE EXCEPTION 'no such account owner (%, %)', p_user, p_code USING ERRCODE = 'VL007';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM currencies WHERE id = p_currency AND visible) THEN
    RAISE EXCEPTION 'unknown currency %', p_currency USING ERRCODE = 'VL006';
  END IF;
  INSERT INTO ledger_accounts (user_id, platform_code, currency_id, allow_negative)
    VALUES (p_user, p_code, p_currency, p_code = 'topup_float')
    ON CONFLICT (user_id, platform_code, currency_id) DO NOTHING
    RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    SELECT id INTO v_id FROM ledger_accounts
      WHERE user_id = p_user AND platform_code = p_code AND currency_id = p_currency;
  END IF;
  RETURN v_id;
END $$;
--> statement-breakpoint
-- Opens a journal transaction, or finds the first result of an idempotent retry. Two concurrent calls with one key
-- meet at the unique index: the second waits for the first to commit and then replays its result.
CREATE FUNCTION ledger_begin(p_kind text, p_ref text, p_scope text, p_key text, p_hash text,
                             OUT o_tx integer, OUT o_replay jsonb)
LANGUAGE plpgsql AS $$
DECLARE v_hash text;
BEGIN
  o_replay := NULL;
  IF p_key IS NULL THEN
    INSERT INTO journal_transactions (kind, reference) VALUES (p_kind, p_ref) RETURNING id INTO o_tx;
    RETURN;
  END IF;
  INSERT INTO journal_transactions (kind, reference, idem_scope, idem_key, request_hash)
    VALUES (p_kind, p_ref, coalesce(p_scope, ''), p_key, p_hash)
    ON CONFLICT (idem_scope, idem_key) DO NOTHING
    RETURNING id INTO o_tx;
  IF o_tx IS NOT NULL THEN RETURN; END IF;
  SELECT request_hash, result INTO v_hash, o_replay FROM journal_transactions
    WHERE idem_scope = coalesce(p_scope, '') AND idem_key = p_key;
  IF v_hash IS DISTINCT FROM p_hash THEN
    RAISE EXCEPTION 'idempotency key reused with other parameters' USING ERRCODE = 'VL002';
  END IF;
  o_replay := o_replay || '{"replayed": true}'::jsonb;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_finish(p_tx integer, p_result jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE journal_transactions SET result = p_result WHERE id = p_tx;
  RETURN p_result || '{"replayed": false}'::jsonb;
END $$;
--> statement-breakpoint
-- Applies legs [{account, bucket, amount}] of transaction p_tx: validates them, locks the accounts in id order,
-- refuses what would leave a balance negative, updates balances and appends the postings with balance_after.
CREATE FUNCTION ledger_apply(p_tx integer, p_legs jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE v_bad integer; v_short integer;
BEGIN
  IF jsonb_typeof(p_legs) IS DISTINCT FROM 'array' OR jsonb_array_length(p_legs) = 0 THEN
    RAISE EXCEPTION 'a transaction needs legs' USING ERRCODE = 'VL003';
  END IF;
  PERFORM 1 FROM ledger_accounts
    WHERE id IN (SELECT (l->>'account')::integer FROM jsonb_array_elements(p_legs) l)
    ORDER BY id FOR UPDATE;
  WITH legs AS (
    SELECT (l->>'account')::integer AS account_id, l->>'bucket' AS bucket, (l->>'amount')::numeric AS amount
    FROM jsonb_array_elements(p_legs) l
  )
  SELECT count(*) INTO v_bad FROM legs g LEFT JOIN ledger_accounts a ON a.id = g.account_id
  WHERE a.id IS NULL OR g.bucket IS NULL OR g.bucket NOT IN ('available', 'frozen')
     OR g.amount IS NULL OR g.amount = 0 OR g.amount <> round(g.amount, 4) OR abs(g.amount) >= 1e16;
  IF v_bad > 0 THEN
    RAISE EXCEPTION 'invalid leg' USING ERRCODE = 'VL003';
  END IF;
  IF EXISTS (
    SELECT 1 FROM jsonb_array_elements(p_legs) l JOIN ledger_accounts a ON a.id = (l->>'account')::integer
    GROUP BY a.currency_id HAVING sum((l->>'amount')::numeric) <> 0
  ) THEN
    RAISE EXCEPTION 'legs do not sum to zero per currency' USING ERRCODE = 'VL003';
  END IF;
  WITH legs AS (
    SELECT (l->>'account')::integer AS account_id, l->>'bucket' AS bucket, (l->>'amount')::numeric AS amount
    FROM jsonb_array_elements(p_legs) l
  ), d AS (
    SELECT account_id,
           coalesce(sum(amount) FILTER (WHERE bucket = 'available'), 0) AS da,
           coalesce(sum(amount) FILTER (WHERE bucket = 'frozen'), 0) AS df
    FROM legs GROUP BY account_id
  )
  SELECT a.id INTO v_short FROM ledger_accounts a JOIN d ON a.id = d.account_id
  WHERE (a.available + d.da < 0 AND NOT a.allow_negative) OR a.frozen + d.df < 0
  LIMIT 1;
  IF v_short IS NOT NULL THEN
    RAISE EXCEPTION 'insufficient funds on account %', v_short USING ERRCODE = 'VL001';
  END IF;
  WITH legs AS (
    SELECT (l->>'account')::integer AS account_id, l->>'bucket' AS bucket, (l->>'amount')::numeric AS amount, ord
    FROM jsonb_array_elements(p_legs) WITH ORDINALITY AS x(l, ord)
  ), d AS (
    SELECT account_id,
           coalesce(sum(amount) FILTER (WHERE bucket = 'available'), 0) AS da,
           coalesce(sum(amount) FILTER (WHERE bucket = 'frozen'), 0) AS df
    FROM legs GROUP BY account_id
  ), upd AS (
    UPDATE ledger_accounts a SET available = a.available + d.da, frozen = a.frozen + d.df
    FROM d WHERE a.id = d.account_id
    RETURNING a.id, a.available, a.frozen
  )
  INSERT INTO postings (tx_id, account_id, bucket, amount, balance_after)
  SELECT p_tx, g.account_id, g.bucket, g.amount,
         CASE g.bucket WHEN 'available' THEN u.available ELSE u.frozen END
           - coalesce(sum(g.amount) OVER (PARTITION BY g.account_id, g.bucket ORDER BY g.ord
                                          ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0)
  FROM legs g JOIN upd u ON u.id = g.account_id
  ORDER BY g.ord;
END $$;
--> statement-breakpoint
-- One multi-leg, all-or-nothing transaction. Answers {txId, replayed}.
CREATE FUNCTION ledger_post(p_kind text, p_ref text, p_scope text, p_key text, p_hash text, p_legs jsonb)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE v_tx integer; v_replay jsonb;
BEGIN
  SELECT o_tx, o_replay INTO v_tx, v_replay FROM ledger_begin(p_kind, p_ref, p_scope, p_key, p_hash);
  IF v_replay IS NOT NULL THEN RETURN v_replay; END IF;
  PERFORM ledger_apply(v_tx, p_legs);
  RETURN ledger_finish(v_tx, jsonb_build_object('txId', v_tx));
END $$;
--> statement-breakpoint
-- Freezes p_amount of an account (available → frozen) under a new hold. Answers {txId, holdId, replayed}.
CREATE FUNCTION ledger_hold(p_account integer, p_amount numeric, p_kind text, p_ref text,
                            p_scope text, p_key text, p_hash text)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE v_tx integer; v_replay jsonb; v_hold integer;
BEGIN
  SELECT o_tx, o_replay INTO v_tx, v_replay FROM ledger_begin(p_kind, p_ref, p_scope, p_key, p_hash);
  IF v_replay IS NOT NULL THEN RETURN v_replay; END IF;
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'a hold needs a positive amount' USING ERRCODE = 'VL003';
  END IF;
  PERFORM ledger_apply(v_tx, jsonb_build_array(
    jsonb_build_object('account', p_account, 'bucket', 'available', 'amount', -p_amount),
    jsonb_build_object('account', p_account, 'bucket', 'frozen', 'amount', p_amount)));
  INSERT INTO holds (account_id, amount, reference, opened_tx) VALUES (p_account, p_amount, p_ref, v_tx)
    RETURNING id INTO v_hold;
  RETURN ledger_finish(v_tx, jsonb_build_object('txId', v_tx, 'holdId', v_hold));
END $$;
--> statement-breakpoint
-- Moves frozen money of an open hold to the credit legs p_legs (amount + fee legs, all positive); with
-- p_release_rest the remainder goes back to available and the hold closes. p_owner (when given) must own the hold.
-- Answers {txId, holdId, captured, released, status, replayed}.
CREATE FUNCTION ledger_capture(p_hold integer, p_owner integer, p_legs jsonb, p_release_rest boolean,
                               p_kind text, p_ref text, p_scope text, p_key text, p_hash text)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_tx integer; v_replay jsonb; v_h record; v_total numeric; v_rem numeric; v_rest numeric; v_legs jsonb;
  v_captured numeric; v_released numeric; v_status text;
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
  IF jsonb_typeof(p_legs) IS DISTINCT FROM 'array' OR EXISTS (
    SELECT 1 FROM jsonb_array_elements(p_legs) l
    WHERE (l->>'amount')::numeric IS NULL OR (l->>'amount')::numeric <= 0
  ) THEN
    RAISE EXCEPTION 'capture legs must be positive' USING ERRCODE = 'VL003';
  END IF;
  SELECT coalesce(sum((l->>'amount')::numeric), 0) INTO v_total FROM jsonb_array_elements(p_legs) l;
  v_rem := v_h.amount - v_h.captured - v_h.released;
  IF v_total > v_rem OR (v_total = 0 AND NOT p_release_rest) THEN
    RAISE EXCEPTION 'capture exceeds the hold' USING ERRCODE = 'VL003';
  END IF;
  v_rest := CASE WHEN p_release_rest THEN v_rem - v_total ELSE 0 END;
  v_legs := p_legs;
  IF v_total > 0 THEN
    v_legs := v_legs || jsonb_build_array(
      jsonb_build_object('account', v_h.account_id, 'bucket', 'frozen', 'amount', -v_total));
  END IF;
  IF v_rest > 0 THEN
    v_legs := v_legs || jsonb_build_array(
      jsonb_build_object('account', v_h.account_id, 'bucket', 'frozen', 'amount', -v_rest),
      jsonb_build_object('account', v_h.account_id, 'bucket', 'available', 'amount', v_rest));
  END IF;
  PERFORM ledger_apply(v_tx, v_legs);
  v_captured := v_h.captured + v_total;
  v_released := v_h.released + v_rest;
  v_status := CASE WHEN v_captured + v_released < v_h.amount THEN 'open'
                   WHEN v_rest > 0 OR v_captured = 0 THEN 'released' ELSE 'captured' END;
  UPDATE holds SET captured = v_captured, released = v_released, status = v_status,
                   closed_tx = CASE WHEN v_status = 'open' THEN NULL ELSE v_tx END,
                   closed_at = CASE WHEN v_status = 'open' THEN NULL ELSE now() END
    WHERE id = p_hold;
  RETURN ledger_finish(v_tx, jsonb_build_object('txId', v_tx, 'holdId', p_hold, 'captured', v_captured::text,
                                                'released', v_released::text, 'status', v_status));
END $$;
--> statement-breakpoint
-- The cross rate: units of p_to for one unit of p_from, 8 decimals; NULL when either price is missing.
CREATE FUNCTION ledger_rate(p_from integer, p_to integer) RETURNS numeric
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_from = p_to THEN 1::numeric ELSE round(f.rub_price / t.rub_price, 8) END
  FROM exchange_rates f JOIN currencies fc ON fc.id = f.currency_id AND fc.visible,
       exchange_rates t JOIN currencies tc ON tc.id = t.currency_id AND tc.visible
  WHERE f.currency_id = p_from AND t.currency_id = p_to
$$;
--> statement-breakpoint
-- Converts a user's amounts in several currencies [{currencyId, amount}] into p_target at the current rates,
-- through the platform exchange accounts, as one transaction (a single exchange and merge money alike).
-- Answers {txId, credited, parts: [{currencyId, amount, rate, converted}], replayed}.
CREATE FUNCTION ledger_convert(p_user integer, p_sources jsonb, p_target integer, p_kind text, p_ref text,
                               p_scope text, p_key text, p_hash text)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE v_tx integer; v_replay jsonb; v_parts jsonb; v_legs jsonb; v_credited numeric; v_n integer;
BEGIN
  SELECT o_tx, o_replay INTO v_tx, v_replay FROM ledger_begin(p_kind, p_ref, p_scope, p_key, p_hash);
  IF v_replay IS NOT NULL THEN RETURN v_replay; END IF;
  IF p_user IS NULL OR p_user <= 0 THEN
    RAISE EXCEPTION 'no such user' USING ERRCODE = 'VL007';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM currencies WHERE id = p_target AND visible)
     OR EXISTS (SELECT 1 FROM jsonb_array_elements(p_sources) s LEFT JOIN currencies c
                ON c.id = (s->>'currencyId')::integer AND c.visible WHERE c.id IS NULL) THEN
    RAISE EXCEPTION 'unknown currency' USING ERRCODE = 'VL006';
  END IF;
  SELECT count(*) INTO v_n FROM jsonb_array_elements(p_sources) s;
  IF v_n = 0 OR v_n <> (SELECT count(DISTINCT s->>'currencyId') FROM jsonb_array_elements(p_sources) s)
     OR EXISTS (SELECT 1 FROM jsonb_array_elements(p_sources) s
                WHERE (s->>'currencyId')::integer = p_target OR (s->>'amount')::numeric IS NULL
                   OR (s->>'amount')::numeric <= 0 OR (s->>'amount')::numeric <> round((s->>'amount')::numeric, 4)) THEN
    RAISE EXCEPTION 'invalid conversion sources' USING ERRCODE = 'VL003';
  END IF;
  SELECT jsonb_agg(jsonb_build_object('currencyId', c, 'amount', v::numeric(20,4)::text, 'rate', rate::text,
                                      'converted', trunc(v * rate, 4)::text) ORDER BY c),
         sum(trunc(v * rate, 4)), count(*) FILTER (WHERE rate IS NULL OR trunc(v * rate, 4) <= 0)
    INTO v_parts, v_credited, v_n
    FROM (SELECT (s->>'currencyId')::integer AS c, (s->>'amount')::numeric AS v,
                 ledger_rate((s->>'currencyId')::integer, p_target) AS rate
          FROM jsonb_array_elements(p_sources) s) q;
  IF v_n > 0 THEN
    IF EXISTS (SELECT 1 FROM jsonb_array_elements(v_parts) p WHERE p->>'rate' IS NULL) THEN
      RAISE EXCEPTION 'no rate' USING ERRCODE = 'VL005';
    END IF;
    RAISE EXCEPTION 'amount converts to nothing' USING ERRCODE = 'VL003';
  END IF;
  SELECT jsonb_agg(leg) INTO v_legs FROM (
    SELECT jsonb_build_object('account', ledger_account(p_user, '', (p->>'currencyId')::integer),
                              'bucket', 'available', 'amount', -((p->>'amount')::numeric)) AS leg
      FROM jsonb_array_elements(v_parts) p
    UNION ALL
    SELECT jsonb_build_object('account', ledger_account(0, 'exchange', (p->>'currencyId')::integer),
                              'bucket', 'available', 'amount', (p->>'amount')::numeric)
      FROM jsonb_array_elements(v_parts) p
    UNION ALL
    SELECT jsonb_build_object('account', ledger_account(0, 'exchange', p_target),
                              'bucket', 'available', 'amount', -v_credited)
    UNION ALL
    SELECT jsonb_build_object('account', ledger_account(p_user, '', p_target),
                              'bucket', 'available', 'amount', v_credited)
  ) legs;
  PERFORM ledger_apply(v_tx, v_legs);
  RETURN ledger_finish(v_tx, jsonb_build_object('txId', v_tx, 'credited', v_credited::text, 'parts', v_parts));
END $$;
--> statement-breakpoint
-- Opening float of the platform accounts, as a recorded transaction so the postings explain every balance.
SELECT ledger_post('opening_float', 'seed', NULL, NULL, NULL, (
  SELECT jsonb_agg(leg) FROM (
    SELECT jsonb_build_object('account', a.id, 'bucket', 'available',
             'amount', CASE a.platform_code WHEN 'exchange' THEN 1000000000 ELSE 100000000 END) AS leg
      FROM ledger_accounts a WHERE a.user_id = 0 AND a.platform_code IN ('exchange', 'rewards', 'cashback')
    UNION ALL
    SELECT jsonb_build_object('account', f.id, 'bucket', 'available', 'amount', -1200000000)
      FROM ledger_accounts f WHERE f.user_id = 0 AND f.platform_code = 'topup_float'
  ) legs));
