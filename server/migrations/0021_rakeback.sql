CREATE TABLE "rakeback_accruals" (
	"bet_key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"claim_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rakeback_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rakeback_accruals_user" ON "rakeback_accruals" USING btree ("user_id","claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rakeback_claims_daily" ON "rakeback_claims" USING btree ("user_id","day");