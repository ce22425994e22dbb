-- The size passport (docs/decisions/251 and 252). A buyer's own measurements and usual sizes, one
-- row per buyer who gave any; a null is a measurement not given. What the buyer kept and sent back
-- is read from orders and returns, never stored here.
CREATE TABLE "fit_profiles" (
  "buyer_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "chest_cm" double precision,
  "waist_cm" double precision,
  "hips_cm" double precision,
  "inseam_cm" double precision,
  "foot_length_cm" double precision,
  "usual_tops" text,
  "usual_bottoms" text,
  "usual_dresses" text,
  "usual_shoes" text,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "fit_profiles_body_check" CHECK ("chest_cm" between 40 and 200 and "waist_cm" between 40 and 200 and "hips_cm" between 40 and 200 and "inseam_cm" between 40 and 200),
  CONSTRAINT "fit_profiles_foot_check" CHECK ("foot_length_cm" between 15 and 35)
);
--> statement-breakpoint
-- Size charts' measurements become ranges { min, max }: a number stored before reads as both ends.
UPDATE "size_charts" SET "rows" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object('size', r -> 'size', 'measurements', (
    SELECT coalesce(jsonb_object_agg(k, CASE WHEN jsonb_typeof(v) = 'number' THEN jsonb_build_object('min', v, 'max', v) ELSE v END), '{}'::jsonb)
    FROM jsonb_each(r -> 'measurements') AS m(k, v)
  )) ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements("rows") WITH ORDINALITY AS a(r, n)
);
