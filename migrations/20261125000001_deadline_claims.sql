-- Several bot processes may share a database: a due timer is claimed by one of them for a
-- while (unix seconds; 0 = unclaimed) and marked fired when handled, so it fires exactly once,
-- and again after the lease if its claimant died.
ALTER TABLE deadlines ADD COLUMN claimed_until INTEGER NOT NULL DEFAULT 0;
