CREATE TABLE "first_recharge_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_sn" text NOT NULL,
	"case_id" text NOT NULL,
	"max_value" bigint NOT NULL,
	"state" text DEFAULT 'granted' NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"redeemed_by" integer,
	"order_sn" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_sn" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"method_id" text NOT NULL,
	"provider" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_payment_id" text,
	"first_recharge" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_sn" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "first_recharge_grants_user_key" ON "first_recharge_grants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_key" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_order_sn_key" ON "payment_orders" USING btree ("order_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_payment_key" ON "payment_orders" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "webhook_events_provider_event_idx" ON "webhook_events" USING btree ("provider","event_id");