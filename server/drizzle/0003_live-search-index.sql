-- Full-text search matches live products only: with the index limited to them, counting a search's
-- matches needs no look at the rows (deleted_at) wherever the visibility map allows.
DROP INDEX "products_search_idx";--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_doc") WHERE "products"."deleted_at" is null;
