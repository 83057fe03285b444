CREATE TABLE "mall_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"knapsack_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	"shop_score" bigint NOT NULL,
	"stock" integer NOT NULL,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_purchases_amounts_check" CHECK ("mall_purchases"."price" > 0 and "mall_purchases"."shop_score" >= 0 and "mall_purchases"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_stock" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"stock" integer NOT NULL,
	"restock" integer NOT NULL,
	"edition" text DEFAULT '' NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_stock_stock_check" CHECK ("mall_stock"."stock" >= 0 and "mall_stock"."restock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"knapsack_id" bigint NOT NULL,
	"goods_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"provider" text NOT NULL,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"trade_url" text NOT NULL,
	"external_id" text,
	"cost" bigint,
	"offer_id" text,
	"offer_url" text,
	"expires_at" timestamp with time zone,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "withdrawals_state_check" CHECK ("withdrawals"."state" in ('in_progress', 'ready', 'success', 'failed', 'cancelled')),
	CONSTRAINT "withdrawals_price_check" CHECK ("withdrawals"."price" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mall_purchases_request_key" ON "mall_purchases" USING btree ("user_id","request_key") WHERE "mall_purchases"."request_key" is not null;--> statement-breakpoint
CREATE INDEX "mall_purchases_user_idx" ON "mall_purchases" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "mall_stock_in_stock_price_idx" ON "mall_stock" USING btree ("price","goods_id") WHERE "mall_stock"."stock" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_active_item_key" ON "withdrawals" USING btree ("knapsack_id") WHERE "withdrawals"."state" in ('in_progress', 'ready');--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_active_idx" ON "withdrawals" USING btree ("state","updated_at") WHERE "withdrawals"."state" in ('in_progress', 'ready');--> statement-breakpoint
CREATE INDEX "withdrawals_success_idx" ON "withdrawals" USING btree ("finished_at") WHERE "withdrawals"."state" = 'success';