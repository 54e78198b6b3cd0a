import {
  findCategory,
  LISTING_CATEGORY_TREE,
  LISTING_KINDS,
  type ListingKind,
  type ListingVo,
} from '@volna/contracts';
import { List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useListing } from '../api/listing.ts';
import { ListingForm } from '../components/ListingForm.tsx';
import styles from '../components/listings.module.css';
import { draftOf, emptyDraft } from '../model/listing-draft.ts';

const kindOf = (value: string | null) =>
  (LISTING_KINDS as readonly string[]).includes(value ?? '') ? (value as ListingKind) : undefined;

/** Where a new listing of a kind starts in the tree: the `category` asked for when it is in the kind's branch. */
function startPath(kind: ListingKind, category: string | null) {
  const path = category ? findCategory(category) : undefined;
  const root = LISTING_CATEGORY_TREE.find((node) => node.kind === kind);
  return path && path[0] === root?.code ? path : [];
}

/**
 * categoryForm: with `id`, the owner edits his listing; with `kind` (and optionally `category`), a new listing of that
 * kind; with neither, the kinds to choose from first.
 */
export default function ListingFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const editingId = Number.isInteger(id) && id > 0 ? id : 0;
  const kind = kindOf(params.get('kind'));
  const listing = useListing(editingId);
  const done = (saved: ListingVo) => navigate(`${paths.categoryDetails}?id=${saved.id}`, { replace: true });

  let title = t('listings:form.newTitle');
  let content: React.ReactNode;
  if (editingId) {
    title = t('listings:form.editTitle');
    if (listing.isPending)
      content = (
        <div className={styles.section} aria-busy="true">
          <Skeleton.Paragraph lineCount={10} animated />
        </div>
      );
    else if (listing.isError)
      content = <LoadFailed onRetry={() => void listing.refetch()} reason={listing.error.message} />;
    else
      content = (
        <ListingForm
          key={listing.data.id}
          initial={draftOf(listing.data)}
          editing={listing.data}
          onDone={done}
        />
      );
  } else if (kind) {
    title = t(`listings:form.new.${kind}`);
    content = (
      <ListingForm
        key={kind}
        initial={emptyDraft(kind, startPath(kind, params.get('category')))}
        onDone={done}
      />
    );
  } else
    content = (
      <List header={t('listings:form.chooseKind')} data-testid="listing-kinds">
        {LISTING_KINDS.map((option) => (
          <List.Item
            key={option}
            description={t(`listings:kindHint.${option}`)}
            onClick={() => navigate(`${paths.categoryForm}?kind=${option}`, { replace: true })}
          >
            <span>{t(`listings:kind.${option}`)}</span>
          </List.Item>
        ))}
      </List>
    );

  return (
    <PageFrame title={title} backTo={paths.categoryHome}>
      {content}
    </PageFrame>
  );
}
