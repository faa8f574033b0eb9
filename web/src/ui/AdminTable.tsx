// An administration list: an inline filter form (search, reset) above a paged table. The page
// keeps the query (filters, page, size) and loads the rows; a search or a reset starts again at
// page 1, and so does a new page size.
import { PAGE_SIZE_DEFAULT } from '@portal/contract';
import type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';
import { Button, Empty, Form, Space, Table } from 'antd';
import type { ReactNode } from 'react';

export type PagedQuery<Filters> = Filters & { page: number; size: number };
export const FIRST_PAGE = { page: 1, size: PAGE_SIZE_DEFAULT };

export type AdminTableProps<Row, Filters> = {
  query: PagedQuery<Filters>;
  onQuery: (query: PagedQuery<Filters>) => void;
  /** The filter form's items, named as the query's filters. */
  filters: ReactNode;
  rows: { items: Row[]; total: number } | undefined;
  loading: boolean;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  text: { search: string; reset: string; empty: string; total: (total: number) => string };
  /** What a list adds to the table (density, expandable rows, scrolling, row selection). */
  table?: Pick<TableProps<Row>, 'size' | 'expandable' | 'scroll' | 'rowSelection'>;
  /** Pager settings other than the default (a page-size choice always offered). */
  pagination?: Pick<TablePaginationConfig, 'showSizeChanger'>;
};

export function AdminTable<Row extends object, Filters extends object>(props: AdminTableProps<Row, Filters>) {
  const { query, onQuery, text } = props;
  const [form] = Form.useForm<Filters>();
  const firstPage = { page: 1, size: query.size };
  return (
    <>
      <Form<Filters>
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(filters) => onQuery({ ...filters, ...firstPage })}
      >
        {props.filters}
        <Space>
          <Button type="primary" htmlType="submit">
            {text.search}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onQuery(firstPage as PagedQuery<Filters>);
            }}
          >
            {text.reset}
          </Button>
        </Space>
      </Form>
      <Table<Row>
        {...props.table}
        rowKey={props.rowKey}
        columns={props.columns}
        dataSource={props.rows?.items ?? []}
        loading={props.loading}
        locale={{ emptyText: <Empty description={text.empty} /> }}
        pagination={{
          current: query.page,
          pageSize: query.size,
          total: props.rows?.total ?? 0,
          showSizeChanger: true,
          ...props.pagination,
          showTotal: text.total,
          onChange: (page, size) => onQuery({ ...query, page: size === query.size ? page : 1, size }),
        }}
      />
    </>
  );
}
