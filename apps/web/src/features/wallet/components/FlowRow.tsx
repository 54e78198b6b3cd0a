import { FlowDirection, type FlowVo } from '@volna/contracts';
import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { chatTime } from '../../../shared/format/chat-time.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { flowStatusKey, flowTypeKey, remarkKey, statusColor } from '../model/flow-labels.ts';
import styles from './FlowRow.module.css';

/** One operation of the history: what, with whom, when, the signed amount and its status; opens the detail. */
export function FlowRow({ flow }: { flow: FlowVo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = currentLanguage();
  const incoming = flow.direction === FlowDirection.in;
  const amount = formatMoney(incoming ? flow.amount : `-${flow.amount}`, {
    locale,
    signed: true,
    currency: flow.currencyCode,
  });
  const note = remarkKey(flow);
  const who = flow.counterpartyName || (note ? t(note, { defaultValue: flow.remark }) : flow.remark);
  return (
    <List.Item
      onClick={() => navigate(`${paths.flowDetail}?id=${flow.id}`)}
      description={
        <span className={styles.meta}>
          {who && <span className={styles.who}>{who}</span>}
          <span>{chatTime(Date.parse(flow.createTime), locale)}</span>
        </span>
      }
      extra={
        <span className={styles.side}>
          <span className={incoming ? styles.in : styles.out} data-testid="flow-amount">
            {amount}
          </span>
          <Tag color={statusColor(flow.status)} fill="outline">
            {t(flowStatusKey(flow.status))}
          </Tag>
        </span>
      }
      data-testid="flow-row"
    >
      {t(flowTypeKey(flow.type))}
    </List.Item>
  );
}
