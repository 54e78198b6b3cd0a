export const dnaKeys = {
  all: ['dna'] as const,
  price: () => [...dnaKeys.all, 'price'] as const,
  orders: () => [...dnaKeys.all, 'orders'] as const,
  order: (id: number) => [...dnaKeys.all, 'order', id] as const,
};
