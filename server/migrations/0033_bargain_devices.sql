ALTER TABLE "bargain_helps" ADD COLUMN "ip_key" text;--> statement-breakpoint
ALTER TABLE "bargain_helps" ADD COLUMN "device_key" text;--> statement-breakpoint
ALTER TABLE "bargains" ADD COLUMN "ip_key" text;--> statement-breakpoint
ALTER TABLE "bargains" ADD COLUMN "device_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bargain_helps_ip" ON "bargain_helps" USING btree ("bargain_id","ip_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bargain_helps_device" ON "bargain_helps" USING btree ("bargain_id","device_key");