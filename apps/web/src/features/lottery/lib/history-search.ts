import { foldSearchText } from '@app/contracts';

/**
 * spec §2 "Lottery history modal": the search box matches a substring of the remark, ignoring case
 * and Vietnamese accents the way the game search does; an empty search keeps everything.
 */
export function filterByRemark<T extends { remark: string | null }>(
  items: readonly T[],
  search: string,
): T[] {
  const needle = foldSearchText(search);
  if (!needle) return [...items];
  return items.filter((item) => foldSearchText(item.remark ?? '').includes(needle));
}
