CREATE TABLE "promo_code_uses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"box_id" text,
	"uses" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"per_account" integer DEFAULT 1 NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"min_deposit_days" integer,
	"min_vip" integer DEFAULT 0 NOT NULL,
	"new_accounts" boolean DEFAULT false NOT NULL,
	"campaign" text,
	"source" text DEFAULT 'ops' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_once" ON "promo_code_uses" USING btree ("code_id","user_id","seq");--> statement-breakpoint
CREATE INDEX "promo_code_uses_user" ON "promo_code_uses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_hash" ON "promo_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "promo_codes_campaign" ON "promo_codes" USING btree ("campaign");