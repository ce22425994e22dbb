-- Full-text search document and typo-tolerant name matching (DESIGN §4).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_doc() RETURNS trigger AS $$
DECLARE
  vendor text;
  category_words text;
BEGIN
  SELECT coalesce(vendor_name, '') INTO vendor FROM users WHERE id = NEW.vendor_id;
  category_words := CASE NEW.category
    WHEN 'female' THEN 'female women womens woman ladies'
    WHEN 'male' THEN 'male men mens man'
    ELSE 'children kids kid child boys girls'
  END;
  NEW.search_doc :=
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('english', category_words || ' ' || NEW.subcategory), 'B') ||
    setweight(to_tsvector('english', coalesce(vendor, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_search_doc_trigger
  BEFORE INSERT OR UPDATE OF name, description, category, subcategory, vendor_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_doc();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_vendor_rename() RETURNS trigger AS $$
BEGIN
  IF NEW.vendor_name IS DISTINCT FROM OLD.vendor_name THEN
    UPDATE products SET name = name WHERE vendor_id = NEW.id;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_vendor_rename_trigger
  AFTER UPDATE OF vendor_name ON users
  FOR EACH ROW EXECUTE FUNCTION users_vendor_rename();
--> statement-breakpoint
-- Every lexeme of the catalogue, so a misspelt search word can be replaced by the nearest real one
-- ("sneeker" → sneaker) before the full-text match (the word-list method of the PostgreSQL manual).
CREATE TABLE search_words (word text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_words() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT w FROM unnest(tsvector_to_array(NEW.search_doc)) AS w WHERE length(w) BETWEEN 3 AND 40
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_search_words_trigger
  AFTER INSERT OR UPDATE OF search_doc ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_words();
