ALTER TABLE "account_settings" ADD COLUMN "live_video_mode" text DEFAULT 'builtIn' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_settings" ADD COLUMN "live_video_url" text;--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_live_video_check" CHECK ("live_video_mode" IN ('builtIn', 'external', 'none') AND ("live_video_mode" <> 'external' OR "live_video_url" IS NOT NULL));
