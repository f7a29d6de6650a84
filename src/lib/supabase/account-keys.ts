/**
 * Query keys of the personal area, one hierarchy: `all` (every account's data: dropped on sign-out, refetched on
 * sign-in) → `user(id)` → profile, addresses, workplaces, orders, stats. Every account read takes the user id of its
 * key (the query's own, not whoever is signed in when it runs).
 */
export const accountKeys = {
  all: ['account'] as const,
  user: (userId: string) => [...accountKeys.all, userId] as const,
  profile: (userId: string) => [...accountKeys.user(userId), 'profile'] as const,
  addresses: (userId: string) => [...accountKeys.user(userId), 'addresses'] as const,
  workplaces: (userId: string) => [...accountKeys.user(userId), 'workplaces'] as const,
  orders: (userId: string) => [...accountKeys.user(userId), 'orders'] as const,
  stats: (userId: string) => [...accountKeys.user(userId), 'stats'] as const,
};
