-- Trigram indexes serve the "contains" text filters of staff lists (accounts: username or email contains q).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
