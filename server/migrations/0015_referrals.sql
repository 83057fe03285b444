CREATE TABLE "referral_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_earnings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_sn" text NOT NULL,
	"deposit" bigint NOT NULL,
	"level" integer NOT NULL,
	"rate_ppm" integer NOT NULL,
	"amount" bigint NOT NULL,
	"claim_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "parent_bound_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_earnings_order" ON "referral_earnings" USING btree ("order_sn");--> statement-breakpoint
CREATE INDEX "referral_earnings_parent" ON "referral_earnings" USING btree ("parent_id","claim_id");--> statement-breakpoint
CREATE INDEX "users_parent_id_idx" ON "users" USING btree ("parent_id");--> statement-breakpoint
UPDATE "users" AS u SET "parent_id" = p."id", "parent_bound_at" = u."created_at" FROM "users" AS p WHERE u."parent_code" = p."extension_code" AND u."parent_id" IS NULL AND p."id" <> u."id";
