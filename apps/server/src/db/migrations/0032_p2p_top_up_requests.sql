ALTER TABLE "p2p_orders" DROP CONSTRAINT "p2p_orders_parties";--> statement-breakpoint
DROP INDEX "p2p_orders_idem_uq";--> statement-breakpoint
ALTER TABLE "p2p_orders" ALTER COLUMN "withdrawer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "p2p_orders" ADD COLUMN "kind" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "p2p_orders_top_up_idem_uq" ON "p2p_orders" USING btree ("payer_id","idem_key") WHERE "p2p_orders"."kind" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "p2p_orders_idem_uq" ON "p2p_orders" USING btree ("withdrawer_id","idem_key") WHERE "p2p_orders"."kind" = 1;--> statement-breakpoint
ALTER TABLE "p2p_orders" ADD CONSTRAINT "p2p_orders_publisher" CHECK (("p2p_orders"."kind" = 1 AND "p2p_orders"."withdrawer_id" IS NOT NULL) OR ("p2p_orders"."kind" = 2 AND "p2p_orders"."payer_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "p2p_orders" ADD CONSTRAINT "p2p_orders_parties" CHECK ("p2p_orders"."payer_id" IS NULL OR "p2p_orders"."withdrawer_id" IS NULL OR "p2p_orders"."payer_id" <> "p2p_orders"."withdrawer_id");