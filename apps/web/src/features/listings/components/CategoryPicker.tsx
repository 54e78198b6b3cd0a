import type { ListingCategoryVo } from '@volna/contracts';
import { Button, List, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './listings.module.css';

type Props = {
  visible: boolean;
  onClose: () => void;
  /** The nodes to start from (the whole tree, or one kind's root for the form). */
  roots: readonly ListingCategoryVo[];
  /** Chosen: the codes from the first level shown down to the chosen node; [] = every category. */
  onChoose: (path: string[]) => void;
  /** Whether "every category" may be chosen (the search) or a category is required (the form). */
  allowAll: boolean;
};

/**
 * The category tree (a category and two sub-levels, spec §3), one level at a time: a node with sub-levels opens them,
 * each level can be chosen as a whole, and back goes up a level.
 */
export function CategoryPicker({ visible, onClose, roots, onChoose, allowAll }: Props) {
  const { t } = useTranslation();
  const [trail, setTrail] = useState<ListingCategoryVo[]>([]);
  const level = trail.length ? trail[trail.length - 1]!.children : roots;
  const choose = (path: string[]) => {
    onChoose(path);
    setTrail([]);
    onClose();
  };
  const codes = trail.map((node) => node.code);

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <h2 className={styles.sheetTitle}>
        {trail.length ? trail.map((node) => node.name).join(' / ') : t('listings:category.title')}
      </h2>
      <List className={styles.pickerList}>
        {trail.length > 0 && (
          <List.Item onClick={() => choose(codes)} data-testid="category-whole">
            {t('listings:category.whole', { name: trail[trail.length - 1]!.name })}
          </List.Item>
        )}
        {trail.length === 0 && allowAll && (
          <List.Item onClick={() => choose([])}>{t('listings:category.all')}</List.Item>
        )}
        {level.map((node) => (
          <List.Item
            key={node.code}
            arrowIcon={node.children.length > 0}
            onClick={() =>
              node.children.length > 0 ? setTrail([...trail, node]) : choose([...codes, node.code])
            }
            data-testid="category-node"
            data-code={node.code}
          >
            {node.name}
          </List.Item>
        ))}
      </List>
      <div className={styles.sheetButtons}>
        {trail.length > 0 && (
          <Button onClick={() => setTrail(trail.slice(0, -1))}>{t('listings:category.up')}</Button>
        )}
        <Button onClick={onClose}>{t('common:cancel')}</Button>
      </div>
    </Popup>
  );
}
