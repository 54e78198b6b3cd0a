import { Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../ui/FilterSelect.tsx';
import { formatTime } from '../ui/format.ts';
import type { SortOrder } from '../ui/pagedSearch.ts';
import { usePagedTable } from '../ui/usePagedTable.ts';

const NEWEST_FIRST = { sort: 'id', order: 'desc' as SortOrder };

type StateTable<Row extends object> = ReturnType<typeof usePagedTable<Row, 'state'>>;
type Looks = {
  ns: string;
  states: readonly number[];
  stateKey: (state: number) => string;
  StateTag: (props: { state: number; testId?: string }) => ReactNode;
};
type Column<Row> = ColumnsType<Row>[number];
type QueueColumns<Row extends object> = ReturnType<typeof queueColumns<Row>>;

/**
 * The columns every queue builds the same way, titled in its namespace (`columns.<name>`): the id, the state tag,
 * when it was made and last changed, a request's candidate count and price. `sorted`: the server sorts by it.
 */
function queueColumns<Row extends object>(t: TFunction, table: StateTable<Row>, looks: Looks) {
  const sortable = (key: string, sorted: boolean) => (sorted ? table.sortable(key) : {});
  const { StateTag } = looks;
  return {
    t,
    table,
    id: (sorted = false): Column<Row> => ({
      title: t('columns.id'),
      dataIndex: 'id',
      ...sortable('id', sorted),
      width: sorted ? 80 : 90,
    }),
    state: ({ sorted = false, testId }: { sorted?: boolean; testId?: string } = {}): Column<Row> => ({
      title: t('columns.state'),
      dataIndex: 'state',
      ...sortable('state', sorted),
      render: (state: number) => <StateTag state={state} testId={testId} />,
    }),
    created: (): Column<Row> => ({
      title: t('columns.created'),
      dataIndex: 'createTime',
      ...table.sortable('createTime'),
      render: formatTime,
    }),
    updated: (): Column<Row> => ({
      title: t('columns.updated'),
      dataIndex: 'updateTime',
      render: formatTime,
    }),
    /** A paid request's candidate count and its price (sortable). */
    paid: (): Column<Row>[] => [
      { title: t('columns.count'), dataIndex: 'candidateCount', width: 110 },
      { title: t('columns.price'), dataIndex: 'price', ...table.sortable('price'), width: 110 },
    ],
  };
}

/**
 * A staff queue of one kind of order or request, filtered by state: a card with the area's title, the state filter,
 * the server-paged table and the drawer of the open row. With `focusState` (complaints, appeals) the queue shows that
 * state unless another is chosen; without it, every state ("allStates").
 */
export function StateQueue<Row extends { id: number }>({
  queryKey,
  path,
  looks,
  focusState,
  testIdPrefix,
  filterWidth,
  columns,
  drawer,
}: {
  queryKey: string;
  path: string;
  /** The states, their names and tag, in the area's i18n namespace (stateLooks). */
  looks: Looks;
  focusState?: number;
  /** The filter is `<testIdPrefix>-state-filter`, each row `<testIdPrefix>-row-<id>`. */
  testIdPrefix: string;
  filterWidth?: number;
  columns: (kit: QueueColumns<Row>) => ColumnsType<Row>;
  /** The open row's drawer: its id, and the row as the list has it (so it follows every refetch after an action). */
  drawer: (openId: number | null, openRow: Row | null, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation(looks.ns);
  const { states, stateKey } = looks;
  const [openId, setOpenId] = useState<number | null>(null);
  const table = usePagedTable<Row, 'state'>({
    queryKey,
    path,
    // A queue of every state is newest first; a focused one (complaints) keeps the server's first-come order.
    defaultSort: focusState === undefined ? NEWEST_FIRST : undefined,
    filters: { state: { kind: 'number', default: focusState } },
  });
  const openRow = table.list.data?.rows.find((row) => row.id === openId) ?? null;
  return (
    <Card
      title={t('title')}
      extra={
        <FilterSelect<number>
          testId={`${testIdPrefix}-state-filter`}
          width={filterWidth}
          value={table.filters.state as number | undefined}
          onChange={(value) => table.setFilter('state', value ?? focusState)}
          allLabel={t(focusState === undefined ? 'allStates' : stateKey(focusState))}
          options={states.filter((s) => s !== focusState).map((s) => ({ value: s, label: t(stateKey(s)) }))}
        />
      }
    >
      <QueueTable<Row>
        table={table}
        onOpen={setOpenId}
        rowTestId={(row) => `${testIdPrefix}-row-${row.id}`}
        columns={columns(queueColumns(t, table, looks))}
      />
      {drawer(openId, openRow, () => setOpenId(null))}
    </Card>
  );
}

/** A queue's table: rows open on click. */
export function QueueTable<Row extends { id: number }>({
  table,
  onOpen,
  rowTestId,
  columns,
}: {
  table: { tableProps: ReturnType<typeof usePagedTable<Row, never>>['tableProps'] };
  onOpen: (id: number) => void;
  rowTestId?: (row: Row) => string;
  columns: ColumnsType<Row>;
}) {
  return (
    <Table<Row>
      rowKey="id"
      {...table.tableProps}
      onRow={(row) => ({
        onClick: () => onOpen(row.id),
        style: { cursor: 'pointer' },
        ...(rowTestId && { 'data-testid': rowTestId(row) }),
      })}
      columns={columns}
    />
  );
}

/** "<amount> <currency>" right-aligned, for the money columns. */
export const amountColumn = <Row extends object>(
  title: string,
  key: string,
  amount: (row: Row) => string,
): ColumnsType<Row>[number] => ({ title, key, align: 'right', render: (_, row) => amount(row) });

/** "<name> (#<id>)" of whoever made the request. */
export const requesterColumn = <Row extends { requesterName: string; userId: number }>(
  title: string,
): ColumnsType<Row>[number] => ({
  title,
  dataIndex: 'requesterName',
  render: (name: string, row) => `${name} (#${row.userId})`,
});
