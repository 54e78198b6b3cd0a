import { Button, InfiniteScroll, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SectionModel } from '../model/sections.ts';
import { ResultRow } from './ResultRow.tsx';
import styles from './search.module.css';

type Props = {
  section: SectionModel;
  query: string;
  /** Under 'All': rows shown before 'show more'; absent on the section's own tab, which loads page after page. */
  limit?: number;
  onMore?: () => void;
};

/** One section of results: its title and count, its rows (or a skeleton, or an error with a retry). */
export function SectionBlock({ section, query, limit, onMore }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t(`search:section.${section.kind}`);

  let body: React.ReactNode;
  if (section.isPending) body = <Skeleton.Paragraph lineCount={3} animated className={styles.skeleton} />;
  else if (section.isError)
    body = (
      <div className={styles.sectionError} role="alert">
        <span>{t('search:sectionFailed')}</span>
        <Button size="small" onClick={() => void section.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  else {
    const rows = limit === undefined ? section.rows : section.rows.slice(0, limit);
    const more = limit !== undefined && (section.rows.length > limit || section.hasMore);
    body = (
      <>
        <List>
          {rows.map((row) => (
            <ResultRow
              key={row.id}
              query={query}
              title={row.title}
              description={row.description}
              extra={row.aside ? <span className={styles.time}>{row.aside}</span> : undefined}
              avatar={row.avatar}
              onOpen={() => navigate(row.to)}
            />
          ))}
        </List>
        {more && onMore && (
          <button type="button" className={styles.more} onClick={onMore}>
            {t('search:showMore')}
          </button>
        )}
        {limit === undefined && section.hasMore && (
          <InfiniteScroll loadMore={section.loadMore} hasMore={section.hasMore}>
            {t('common:loading')}
          </InfiniteScroll>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} data-section={section.kind} aria-label={title}>
      <h2 className={styles.sectionTitle}>
        <span>{title}</span>
        {!section.isPending && !section.isError && section.total > 0 && <span>{section.total}</span>}
      </h2>
      {body}
    </section>
  );
}
