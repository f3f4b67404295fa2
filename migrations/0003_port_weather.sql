CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portos" ADD COLUMN "latitude" numeric(7, 5);--> statement-breakpoint
ALTER TABLE "portos" ADD COLUMN "longitude" numeric(8, 5);--> statement-breakpoint
ALTER TABLE "portos" ADD COLUMN "weather_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portos" ADD CONSTRAINT "portos_latitude_range" CHECK ("portos"."latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "portos" ADD CONSTRAINT "portos_longitude_range" CHECK ("portos"."longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "portos" ADD CONSTRAINT "portos_coordinates_pair" CHECK (("portos"."latitude" is null) = ("portos"."longitude" is null));