-- "Name contains" searches (ILIKE '%…%', platform/sql/like.ts) read GIN trigram indexes instead of
-- scanning the table: the enterprise list and review list (enterprises.name), the organisation
-- list (orgs.name, orgs.credit_code; user and workflow lists filter on orgs.name too) and the user
-- list (users.name, users.account). pg_trgm is contrib: where it is not installed on the server,
-- or this role may not create it, the migration only says so and the searches keep scanning.
-- Keywords under 3 characters yield no trigram: the index cannot narrow them. The indexes are not in
-- the drizzle schema, which cannot make them conditional: drizzle-kit generate leaves them alone.
DO $$
DECLARE
  ops text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RAISE NOTICE 'pg_trgm is not available: name searches stay without an index';
    RETURN;
  END IF;
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'pg_trgm may not be created by this role: name searches stay without an index';
    RETURN;
  END;
  -- Wherever the extension lives (a DBA may have put it in another schema), name its operator class.
  SELECT format('%I.gin_trgm_ops', n.nspname) INTO ops
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX IF NOT EXISTS enterprises_name_trgm_idx ON enterprises USING gin (name %s)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS orgs_name_trgm_idx ON orgs USING gin (name %s)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS orgs_credit_code_trgm_idx ON orgs USING gin (credit_code %s)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS users_name_trgm_idx ON users USING gin (name %s)', ops);
  EXECUTE format('CREATE INDEX IF NOT EXISTS users_account_trgm_idx ON users USING gin (account %s)', ops);
END
$$;
