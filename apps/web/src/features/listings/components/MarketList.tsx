import { LISTING_SORTS, type ListingKind } from '@volna/contracts';
import { Badge, Button, Input } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { ChipChoice } from '../../../shared/ui/ChipChoice.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useListingCategories } from '../api/categories.ts';
import { useListingSearch } from '../api/listingSearch.ts';
import { categoryLabel } from '../model/category-names.ts';
import {
  activeFilterCount,
  filterFromQuery,
  filterToQuery,
  type ListingFilter,
  searchParamsOf,
} from '../model/search-filter.ts';
import { useDebouncedText } from '../model/useDebounced.ts';
import { CategoryPicker } from './CategoryPicker.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { ListingList } from './ListingList.tsx';
import styles from './listings.module.css';

type Props = {
  title: string;
  /** What this list is always narrowed to (a board's kind, the phone shop's category). */
  fixed?: { kind?: ListingKind; category?: string };
  backTo: string;
  /** The kind the publish button starts with (none: the form asks). */
  publishKind?: ListingKind;
};

/**
 * The classifieds home and every board (spec §2): text search (500 ms after typing), city, category (three levels),
 * the filter panel, sort (newest, cheapest, most expensive), the list page after page, pulled to refresh. The whole
 * search lives in the address.
 */
export function MarketList({ title, fixed = {}, backTo, publishKind }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter: ListingFilter = { ...filterFromQuery(params), ...fixed };
  const [picking, setPicking] = useState(false);
  const [filtering, setFiltering] = useState(false);
  const categories = useListingCategories();
  const list = useListingSearch({
    ...searchParamsOf(filter),
    ...(fixed.category ? { category: fixed.category } : {}),
  });

  const apply = (next: ListingFilter) => {
    const query = filterToQuery(next);
    if (fixed.kind) delete query.kind;
    if (fixed.category) delete query.category;
    // A board keeps its name in the address whatever else changes.
    const board = params.get('board');
    if (board) query.board = board;
    setParams(query, { replace: true });
  };
  const [keyword, setKeyword] = useDebouncedText(filter.keyword, (text) =>
    apply({ ...filter, keyword: text.trim() }),
  );
  const [city, setCity] = useDebouncedText(filter.city, (text) => apply({ ...filter, city: text.trim() }));
  const roots = (categories.data ?? []).filter((root) => !fixed.kind || root.kind === fixed.kind);
  const chosen = filter.category ? categoryLabel(categories.data, [filter.category]) : '';
  const filters = activeFilterCount(filter);
  const publish = () => {
    const start = new URLSearchParams();
    if (publishKind) start.set('kind', publishKind);
    if (fixed.category) start.set('category', fixed.category);
    navigate(start.size ? `${paths.categoryForm}?${start}` : paths.categoryForm);
  };

  return (
    <PageFrame
      title={title}
      backTo={backTo}
      right={
        <Button size="mini" fill="none" onClick={() => navigate(paths.categoryUserInfo)}>
          {t('listings:userInfo.short')}
        </Button>
      }
      footer={
        <Button block color="primary" size="large" onClick={publish} data-testid="listing-new">
          {t('listings:list.publish')}
        </Button>
      }
    >
      <search className={styles.toolbar}>
        <div className={styles.searchRow}>
          <div className={`${styles.input} ${styles.keyword}`}>
            <Input
              type="search"
              value={keyword}
              onChange={setKeyword}
              placeholder={t('listings:search.keyword')}
              aria-label={t('listings:search.keyword')}
              clearable
              data-testid="listing-keyword"
            />
          </div>
          <div className={`${styles.input} ${styles.city}`}>
            <Input
              value={city}
              onChange={setCity}
              placeholder={t('listings:search.city')}
              aria-label={t('listings:search.city')}
              clearable
            />
          </div>
        </div>
        <div className={styles.chips}>
          {!fixed.category && (
            <Button
              size="small"
              className={styles.chipButton}
              onClick={() => setPicking(true)}
              disabled={!categories.data}
            >
              {chosen || t('listings:category.all')}
            </Button>
          )}
          <Badge content={filters || null}>
            <Button size="small" onClick={() => setFiltering(true)}>
              <FilterOutline /> {t('listings:filter.open')}
            </Button>
          </Badge>
        </div>
        <ChipChoice
          label={t('common:sortBy')}
          value={filter.sort}
          onChange={(sort) => apply({ ...filter, sort })}
          options={LISTING_SORTS.map((sort) => ({ value: sort, label: t(`listings:sort.${sort}`) }))}
        />
      </search>
      <ListingList
        list={list}
        empty={{
          title: t('listings:list.empty'),
          hint: t(
            filters || filter.keyword || filter.city
              ? 'listings:list.emptyFiltered'
              : 'listings:list.emptyHint',
          ),
          action: (
            <Button color="primary" onClick={publish}>
              {t('listings:list.publish')}
            </Button>
          ),
        }}
      />
      <CategoryPicker
        visible={picking}
        onClose={() => setPicking(false)}
        roots={roots}
        allowAll
        onChoose={(path) => apply({ ...filter, category: path[path.length - 1] ?? '' })}
      />
      <FilterPanel
        visible={filtering}
        value={filter}
        kindFixed={Boolean(fixed.kind)}
        onClose={() => setFiltering(false)}
        onApply={apply}
      />
    </PageFrame>
  );
}
