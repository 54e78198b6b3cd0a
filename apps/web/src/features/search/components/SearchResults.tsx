import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ALL_TAB_ROWS, SECTION_KINDS, type SearchTab, type SectionModel } from '../model/sections.ts';
import { SectionBlock } from './SectionBlock.tsx';
import styles from './search.module.css';
import { useSearchSections } from './useSearchSections.ts';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';

type Props = { keyword: string; tab: SearchTab; onTab: (tab: SearchTab) => void };

const settledEmpty = (section: SectionModel) =>
  !section.isPending && !section.isError && section.rows.length === 0;

/** The results of one keyword under the chosen tab, with pull-to-refresh re-asking every section. */
export function SearchResults({ keyword, tab, onTab }: Props) {
  const { t } = useTranslation();
  const sections = useSearchSections(keyword);
  const shown = tab === 'all' ? SECTION_KINDS.map((kind) => sections[kind]) : [sections[tab]];
  const nothing = shown.every(settledEmpty);

  return (
    <Refreshable onRefresh={() => Promise.all(SECTION_KINDS.map((kind) => sections[kind].refetch()))}>
      {nothing ? (
        <div className={styles.centered} data-search-empty="">
          <ErrorBlock
            status="empty"
            title={t('search:nothingFound', { query: keyword })}
            description={t('search:nothingFoundHint')}
          />
        </div>
      ) : (
        shown
          .filter((section) => tab !== 'all' || !settledEmpty(section))
          .map((section) => (
            <SectionBlock
              key={section.kind}
              section={section}
              query={keyword}
              limit={tab === 'all' ? ALL_TAB_ROWS : undefined}
              onMore={tab === 'all' ? () => onTab(section.kind) : undefined}
            />
          ))
      )}
    </Refreshable>
  );
}
