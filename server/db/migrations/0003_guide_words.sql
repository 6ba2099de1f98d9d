-- The guide's vocabulary: every word of its titles, animals and keywords, with a trigram
-- index, so a misspelt search word ("racoon") is corrected to a known one ("raccoon") in
-- a few milliseconds instead of comparing the query with every issue. Refreshed whenever
-- the guide changes (server/features/guide/vocabulary.ts).
CREATE MATERIALIZED VIEW guide_words AS
  SELECT word FROM ts_stat($$
    SELECT to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || coalesce(animal_type, '') || ' ' || public.wl_join(search_keywords))
    FROM public.wildlife_issues WHERE active
  $$)
  WHERE length(word) > 2;--> statement-breakpoint
CREATE UNIQUE INDEX guide_words_word_idx ON guide_words (word);--> statement-breakpoint
CREATE INDEX guide_words_trgm_idx ON guide_words USING gin (word gin_trgm_ops);
