DROP INDEX "coupons_room_user";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "coupon_id" bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "coupon_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_parent_bound_at_idx" ON "users" USING btree ("parent_bound_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_room_user_target" ON "coupons" USING btree ("room_id","user_id","target");