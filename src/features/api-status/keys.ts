export const apiStatusKeys = {
  all: ['api-status'] as const,
  info: () => [...apiStatusKeys.all, 'info'] as const,
};
