CREATE TABLE "mall_stock" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"stock" integer NOT NULL,
	"restock" integer NOT NULL,
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
CREATE INDEX "mall_stock_in_stock_idx" ON "mall_stock" USING btree ("goods_id") WHERE "mall_stock"."stock" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_active_item_key" ON "withdrawals" USING btree ("knapsack_id") WHERE "withdrawals"."state" in ('in_progress', 'ready');--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_active_idx" ON "withdrawals" USING btree ("state","updated_at") WHERE "withdrawals"."state" in ('in_progress', 'ready');--> statement-breakpoint
CREATE INDEX "withdrawals_success_idx" ON "withdrawals" USING btree ("finished_at") WHERE "withdrawals"."state" = 'success';