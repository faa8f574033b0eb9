-- "Contains" searches of research letters (subject or number) and visit records (visitors) read GIN
-- trigram indexes, as the name searches of 0013 do; without pg_trgm (or the right to create it) the
-- migration only says so and the searches keep scanning.
DO $$
DECLARE
  ops text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RAISE NOTICE 'pg_trgm is not available: research searches stay without an index';
    RETURN;
  END IF;
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'pg_trgm may not be created by this role: research searches stay without an index';
    RETURN;
  END;
  SELECT format('%I.gin_trgm_ops', n.nspname) INTO ops
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX IF NOT EXISTS research_letters_subject_trgm_idx ON research_letters USING gin (subject %s)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS research_letters_number_trgm_idx ON research_letters USING gin (number %s)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS research_records_visitors_trgm_idx ON research_records USING gin (visitors %s)', ops);
END
$$;
