/** Patterns of wire fields that plain code tests too, without zod (the entry chunk carries no zod). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
