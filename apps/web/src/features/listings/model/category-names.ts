import type { ListingCategoryVo } from '@volna/contracts';

/** The nodes from the root down to `code` in the tree answered by the server (empty when it is not there). */
export function pathTo(tree: readonly ListingCategoryVo[], code: string): ListingCategoryVo[] {
  for (const node of tree) {
    if (node.code === code) return [node];
    const below = pathTo(node.children, code);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** "Goods / Electronics / Phones" for a stored category path, in the tree's language. */
export function categoryLabel(
  tree: readonly ListingCategoryVo[] | undefined,
  path: readonly string[],
): string {
  if (!tree || path.length === 0) return '';
  const last = path[path.length - 1]!;
  const nodes = pathTo(tree, last);
  return nodes.length ? nodes.map((node) => node.name).join(' / ') : '';
}
