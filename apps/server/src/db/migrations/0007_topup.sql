CREATE TABLE "topup_bank_accounts" (
	"bank_code" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"recipient" text NOT NULL,
	"account_number" text NOT NULL,
	"bic" text NOT NULL,
	"correspondent_account" text NOT NULL,
	"inn" text NOT NULL,
	"kpp" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topup_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"proof_url" text,
	"reject_reason" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"flow_id" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "topup_requests_idem_uq" ON "topup_requests" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "topup_requests_user_idx" ON "topup_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "topup_requests_status_idx" ON "topup_requests" USING btree ("status","id");--> statement-breakpoint
-- The platform's receiving account at each of the nine banks (the operator replaces these with the real ones).
INSERT INTO "topup_bank_accounts" ("bank_code", "bank_name", "recipient", "account_number", "bic", "correspondent_account", "inn", "kpp") VALUES
	('sberbank', 'ПАО Сбербанк', 'ООО «Волна»', '40702810938000000001', '044525225', '30101810400000000225', '7701000001', '770101001'),
	('tbank', 'АО «ТБанк»', 'ООО «Волна»', '40702810910000000002', '044525974', '30101810145250000974', '7701000001', '770101001'),
	('vtb', 'Банк ВТБ (ПАО)', 'ООО «Волна»', '40702810300000000003', '044525187', '30101810700000000187', '7701000001', '770101001'),
	('alfabank', 'АО «Альфа-Банк»', 'ООО «Волна»', '40702810701300000004', '044525593', '30101810200000000593', '7701000001', '770101001'),
	('gazprombank', 'Банк ГПБ (АО)', 'ООО «Волна»', '40702810200000000005', '044525823', '30101810200000000823', '7701000001', '770101001'),
	('raiffeisenbank', 'АО «Райффайзенбанк»', 'ООО «Волна»', '40702810100000000006', '044525700', '30101810200000000700', '7701000001', '770101001'),
	('rosbank', 'ПАО РОСБАНК', 'ООО «Волна»', '40702810800000000007', '044525256', '30101810000000000256', '7701000001', '770101001'),
	('sovcombank', 'ПАО «Совкомбанк»', 'ООО «Волна»', '40702810600000000008', '043469743', '30101810300000000743', '7701000001', '770101001'),
	('otkritie', 'ПАО Банк «ФК Открытие»', 'ООО «Волна»', '40702810100000000009', '044525985', '30101810300000000985', '7701000001', '770101001');
