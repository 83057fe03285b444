CREATE TABLE "coupon_room_deposits" (
	"room_id" integer NOT NULL,
	"deposit_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_room_members" (
	"room_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ip_key" text,
	"device_key" text,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"code" text NOT NULL,
	"creator_id" integer NOT NULL,
	"slots" integer NOT NULL,
	"recharge" bigint NOT NULL,
	"recharge_over" bigint DEFAULT 0 NOT NULL,
	"reward" jsonb NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"target" text NOT NULL,
	"amount" bigint NOT NULL,
	"min_price" bigint NOT NULL,
	"valid_days" integer NOT NULL,
	"state" text NOT NULL,
	"received_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"used_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_room_deposits_key" ON "coupon_room_deposits" USING btree ("room_id","deposit_key");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_room_members_slot" ON "coupon_room_members" USING btree ("room_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_room_members_user" ON "coupon_room_members" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_room_members_ip" ON "coupon_room_members" USING btree ("room_id","ip_key");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_room_members_device" ON "coupon_room_members" USING btree ("room_id","device_key");--> statement-breakpoint
CREATE INDEX "coupon_room_members_user_idx" ON "coupon_room_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_rooms_code" ON "coupon_rooms" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupon_rooms_creator" ON "coupon_rooms" USING btree ("creator_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_room_user" ON "coupons" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE INDEX "coupons_user" ON "coupons" USING btree ("user_id","id");