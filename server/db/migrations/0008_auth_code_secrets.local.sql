-- Local auth (our GoTrue subset; a hosted Supabase project has its own): e-mail codes become two independent
-- secrets. token_hash is now sha256 of a random 256-bit link token (no longer derivable from the address and the
-- 6-digit code); code_hash is the keyed hash of the 6-digit code; attempts counts wrong codes (the 5th voids it).
-- Codes issued under the old scheme are dropped: their link hashes were computable, and they expire within hours.
delete from auth.one_time_tokens;
alter table auth.one_time_tokens add column code_hash text;
alter table auth.one_time_tokens add column attempts integer not null default 0 check (attempts >= 0);
