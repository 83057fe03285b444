ALTER TABLE "coupons" ADD COLUMN "held_ref" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "held_until" timestamp with time zone;