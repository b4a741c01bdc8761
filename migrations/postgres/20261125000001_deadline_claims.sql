-- Several bot processes share the database: a due timer is claimed by one of them for a while
-- (unix seconds; 0 = unclaimed) and marked fired when handled.
ALTER TABLE deadlines ADD COLUMN claimed_until BIGINT NOT NULL DEFAULT 0;
