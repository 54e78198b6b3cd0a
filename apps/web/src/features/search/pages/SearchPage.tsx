import { SEARCH_DEBOUNCE_MS, SEARCH_TEXT_MAX_LENGTH } from '@volna/contracts';
import { ErrorBlock, SearchBar, Tabs } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { SearchResults } from '../components/SearchResults.tsx';
import styles from '../components/search.module.css';
import { keywordOf } from '../model/keyword.ts';
import { SEARCH_TABS, type SearchTab } from '../model/sections.ts';
import { useDebounced } from '../model/useDebounced.ts';

const isTab = (value: string | null): value is SearchTab => SEARCH_TABS.includes(value as SearchTab);

/**
 * pagesTool/search/Search: one box searching people, friends, groups and messages at once. The keyword and tab live
 * in the address (`q`, `tab`), so coming back from an opened result shows the same results.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.chat);
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const keyword = keywordOf(useDebounced(typed, SEARCH_DEBOUNCE_MS));
  const tabParam = params.get('tab');
  const tab: SearchTab = isTab(tabParam) ? tabParam : 'all';

  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (keyword) next.set('q', keyword);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [keyword, setParams]);

  const chooseTab = (next: SearchTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <button type="button" className={styles.back} onClick={goBack} aria-label={t('common:back')}>
            <LeftOutline />
          </button>
          <SearchBar
            placeholder={t('search:placeholder')}
            value={typed}
            onChange={setTyped}
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            autoFocus={!typed}
            aria-label={t('search:placeholder')}
          />
        </div>
        <Tabs
          activeKey={tab}
          onChange={(key) => chooseTab(key as SearchTab)}
          className={styles.tabs}
          stretch={false}
        >
          {SEARCH_TABS.map((key) => (
            <Tabs.Tab key={key} title={t(`search:tab.${key}`)} />
          ))}
        </Tabs>
      </header>
      {keyword ? (
        <SearchResults keyword={keyword} tab={tab} onTab={chooseTab} />
      ) : (
        <div className={styles.centered}>
          <ErrorBlock status="empty" title={t('search:startTitle')} description={t('search:startHint')} />
        </div>
      )}
    </div>
  );
}
