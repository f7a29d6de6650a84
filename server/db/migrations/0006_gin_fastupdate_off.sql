-- Listing filters (zone:…, tag:…) use GIN indexes on arrays. With GIN's default fastupdate, a bulk seed leaves
-- new entries in the index's unsorted pending list until the next (auto)vacuum, and every filtered query scans
-- that list linearly: the 10,000-vendor listing was several times slower than the default one right after
-- `npm run seed -- --vendors 10000`. Vendors are written rarely, so insert straight into the index tree instead,
-- and fold anything already pending into it now (seed/cli.ts also runs `vacuum analyze` after a bulk seed).
alter index vendor.vendors_zone_postal_codes_gin set (fastupdate = off);
alter index vendor.vendors_zone_cities_gin set (fastupdate = off);
alter index vendor.vendors_tags_gin set (fastupdate = off);
select gin_clean_pending_list('vendor.vendors_zone_postal_codes_gin'::regclass),
       gin_clean_pending_list('vendor.vendors_zone_cities_gin'::regclass),
       gin_clean_pending_list('vendor.vendors_tags_gin'::regclass);
