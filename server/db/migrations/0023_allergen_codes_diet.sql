-- Allergens as codes, diet marks and the careful eaters' filter (issue 29). Plain SQL that PostgreSQL >= 15 and
-- Supabase accept; safe to run again (the conversion leaves codes as they are).
--
--   * Catalog documents (vendor.catalogs.doc) stored allergens as German words ("Gluten", "Milch"). They become the
--     letters of the Austrian Allergeninformationsverordnung (A Gluten … R Weichtiere; src/domain/allergens.ts), on
--     products and on option values. A word that cannot be mapped stops the migration: it raises with the list of
--     the unmapped words and the catalogs holding them, and nothing changes (fix the catalogs, then start again).
--   * The listing's "vegetarisch" chip filters by the vendor tag 'vegetarian', which is now derived from the menu's
--     diet marks: a restaurant (type 'food') at least half of whose dishes (products below 20 % VAT, i.e. not drinks)
--     are marked vegetarian or vegan. Not "one vegetarian dish": nearly every restaurant has a Margherita or a salad,
--     and a chip that lists everyone filters nothing. Triggers keep vendor.vendors.tags in step with its catalogs.
--   * user_profiles.menu_filter: the customer's filter ({"without": ["G"], "diet": "vegan", "mode": "hide"}); the
--     table's row-level security (own row only, 0003) covers it.

-- ---- allergen words → codes -------------------------------------------------------------------------------------------

create or replace function vendor.allergen_code(word text)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select case lower(btrim(word))
    when 'a' then 'A' when 'gluten' then 'A' when 'glutenhaltiges getreide' then 'A'
    when 'b' then 'B' when 'krebstiere' then 'B'
    when 'c' then 'C' when 'eier' then 'C' when 'ei' then 'C'
    when 'd' then 'D' when 'fisch' then 'D'
    when 'e' then 'E' when 'erdnüsse' then 'E' when 'erdnuss' then 'E'
    when 'f' then 'F' when 'soja' then 'F' when 'sojabohnen' then 'F'
    when 'g' then 'G' when 'milch' then 'G' when 'milch/laktose' then 'G' when 'laktose' then 'G'
    when 'h' then 'H' when 'schalenfrüchte' then 'H' when 'nüsse' then 'H'
    when 'l' then 'L' when 'sellerie' then 'L'
    when 'm' then 'M' when 'senf' then 'M'
    when 'n' then 'N' when 'sesam' then 'N' when 'sesamsamen' then 'N'
    when 'o' then 'O' when 'sulfite' then 'O' when 'schwefeldioxid und sulfite' then 'O' when 'schwefeldioxid' then 'O'
    when 'p' then 'P' when 'lupinen' then 'P' when 'lupine' then 'P'
    when 'r' then 'R' when 'weichtiere' then 'R'
  end
$$;

-- an allergen list (jsonb array of words or codes) as codes: each once, in the regulation's order; null stays null
create or replace function vendor.allergen_codes(list jsonb)
  returns jsonb
  language sql
  immutable
  set search_path = ''
as $$
  select case when jsonb_typeof(list) <> 'array' then list else (
    select coalesce(jsonb_agg(code order by position(code in 'ABCDEFGHLMNOPR')), '[]'::jsonb)
      from (select distinct vendor.allergen_code(w) as code from jsonb_array_elements_text(list) as w) c
     where code is not null)
  end
$$;

-- every option group's values with their allergens as codes
create or replace function vendor.options_with_codes(opts jsonb)
  returns jsonb
  language sql
  immutable
  set search_path = ''
as $$
  select case when jsonb_typeof(opts) <> 'array' then opts else (
    select coalesce(jsonb_agg(
      case when jsonb_typeof(o -> 'vals') = 'array' then jsonb_set(o, '{vals}', (
        select coalesce(jsonb_agg(case when v ? 'allergens' then jsonb_set(v, '{allergens}', vendor.allergen_codes(v -> 'allergens')) else v end
                                  order by vi), '[]'::jsonb)
          from jsonb_array_elements(o -> 'vals') with ordinality as x(v, vi)))
      else o end order by oi), '[]'::jsonb)
      from jsonb_array_elements(opts) with ordinality as y(o, oi))
  end
$$;

create or replace function vendor.catalog_with_codes(doc jsonb)
  returns jsonb
  language sql
  immutable
  set search_path = ''
as $$
  select case when jsonb_typeof(doc -> 'productGroups') <> 'array' then doc else jsonb_set(doc, '{productGroups}', (
    select coalesce(jsonb_agg(
      (case when g ? 'opts' then jsonb_set(g, '{opts}', vendor.options_with_codes(g -> 'opts')) else g end)
      || case when jsonb_typeof(g -> 'products') = 'array' then jsonb_build_object('products', (
        select coalesce(jsonb_agg(
          (case when p ? 'allergens' then jsonb_set(p, '{allergens}', vendor.allergen_codes(p -> 'allergens')) else p end)
          || case when p ? 'opts' then jsonb_build_object('opts', vendor.options_with_codes(p -> 'opts')) else '{}'::jsonb end
          order by pi), '[]'::jsonb)
          from jsonb_array_elements(g -> 'products') with ordinality as x(p, pi)))
      else '{}'::jsonb end
      order by gi), '[]'::jsonb)
      from jsonb_array_elements(doc -> 'productGroups') with ordinality as y(g, gi)))
  end
$$;

-- every allergen word of a catalog (products, their options, the groups' options)
create or replace function vendor.catalog_allergen_words(doc jsonb)
  returns setof text
  language sql
  immutable
  set search_path = ''
as $$
  select v #>> '{}' from jsonb_path_query(doc, 'lax $.productGroups[*].products[*].allergens[*] ? (@.type() == "string")') as j(v)
  union all
  select v #>> '{}' from jsonb_path_query(doc, 'lax $.productGroups[*].products[*].opts[*].vals[*].allergens[*] ? (@.type() == "string")') as j(v)
  union all
  select v #>> '{}' from jsonb_path_query(doc, 'lax $.productGroups[*].opts[*].vals[*].allergens[*] ? (@.type() == "string")') as j(v)
$$;

do $$
declare
  unmapped text;
begin
  select string_agg(format('"%s" (%s)', word, catalogs), ', ' order by word) into unmapped
    from (select w as word, string_agg(distinct c.vendor_id::text || '/' || c.catalog, ' ') as catalogs
            from vendor.catalogs c, vendor.catalog_allergen_words(c.doc) as w
           where vendor.allergen_code(w) is null
           group by w) u;
  if unmapped is not null then
    raise exception 'allergen words without a code (A … R): %', unmapped
      using hint = 'Map them in 0023_allergen_codes_diet.sql (vendor.allergen_code) or correct the catalogs, then migrate again.';
  end if;
  update vendor.catalogs set doc = vendor.catalog_with_codes(doc)
   where doc is distinct from vendor.catalog_with_codes(doc);
end
$$;

-- ---- the derived 'vegetarian' tag ----------------------------------------------------------------------------------------

-- the share (0 … 1) of a catalog's dishes (products below 20 % VAT: not drinks) marked vegetarian or vegan
create or replace function vendor.catalog_vegetarian_share(doc jsonb)
  returns numeric
  language sql
  immutable
  set search_path = ''
as $$
  select case when count(*) = 0 then 0 else
    (count(*) filter (where p #>> '{diet,vegetarian}' = 'true' or p #>> '{diet,vegan}' = 'true'))::numeric / count(*) end
    from jsonb_path_query(doc, 'lax $.productGroups[*].products[*] ? (@.vatP < 20)') as j(p)
$$;

-- the vendor row's tags: 'vegetarian' exactly when it is a restaurant and half of a catalog's dishes are vegetarian
create or replace function vendor.vendors_vegetarian_tag()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.tags := array_remove(coalesce(new.tags, '{}'), 'vegetarian');
  if new.type = 'food' and exists (
    select 1 from vendor.catalogs c where c.vendor_id = new.id and vendor.catalog_vegetarian_share(c.doc) >= 0.5
  ) then
    new.tags := new.tags || array['vegetarian'];
  end if;
  return new;
end
$$;

drop trigger if exists vendors_vegetarian_tag on vendor.vendors;
create trigger vendors_vegetarian_tag before insert or update of tags on vendor.vendors
  for each row execute function vendor.vendors_vegetarian_tag();

-- a changed catalog recomputes its vendor's tags (through the trigger above)
create or replace function vendor.catalogs_touch_vendor_tags()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  update vendor.vendors v set tags = v.tags where v.id in (select vendor_id from changed_catalogs);
  return null;
end
$$;

drop trigger if exists catalogs_vegetarian_tag_ins on vendor.catalogs;
drop trigger if exists catalogs_vegetarian_tag_upd on vendor.catalogs;
drop trigger if exists catalogs_vegetarian_tag_del on vendor.catalogs;
create trigger catalogs_vegetarian_tag_ins after insert on vendor.catalogs
  referencing new table as changed_catalogs for each statement execute function vendor.catalogs_touch_vendor_tags();
create trigger catalogs_vegetarian_tag_upd after update on vendor.catalogs
  referencing new table as changed_catalogs for each statement execute function vendor.catalogs_touch_vendor_tags();
create trigger catalogs_vegetarian_tag_del after delete on vendor.catalogs
  referencing old table as changed_catalogs for each statement execute function vendor.catalogs_touch_vendor_tags();

update vendor.vendors set tags = tags;

-- ---- the customer's filter in the profile ---------------------------------------------------------------------------------

alter table public.user_profiles add column if not exists menu_filter jsonb
  check (menu_filter is null or (jsonb_typeof(menu_filter) = 'object' and pg_column_size(menu_filter) <= 1000));
