// Chooses and orders the columns of one export: tick the columns on the left, order them on the
// right by dragging or with the up/down buttons.
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, HolderOutlined } from '@ant-design/icons';
import type { ExportListConfig } from '@portal/contract';
import { Button, Checkbox, Col, List, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!);
  return next;
}

export function ColumnChooser(props: {
  list: ExportListConfig;
  value: string[];
  onChange: (keys: string[]) => void;
}) {
  const { list, value, onChange } = props;
  const { t } = useTranslation('admin');
  const [dragging, setDragging] = useState<number | null>(null);
  const titleOf = new Map(list.columns.map((c) => [c.key, c.title]));

  return (
    <Row gutter={24}>
      <Col xs={24} md={10}>
        <Typography.Title level={5}>{t('exportConfig.available')}</Typography.Title>
        <Checkbox.Group
          value={value}
          onChange={(checked) => {
            const kept = value.filter((k) => checked.includes(k));
            const added = (checked as string[]).filter((k) => !value.includes(k));
            onChange([...kept, ...added]);
          }}
          style={{ display: 'grid', gap: 8 }}
          options={list.columns.map((c) => ({ value: c.key, label: c.title }))}
        />
      </Col>
      <Col xs={24} md={14}>
        <Typography.Title level={5}>
          {t('exportConfig.selected')}{' '}
          <Typography.Text type="secondary">（{t('exportConfig.dragHint')}）</Typography.Text>
        </Typography.Title>
        <List
          bordered
          size="small"
          dataSource={value}
          locale={{ emptyText: t('exportConfig.noneSelected') }}
          renderItem={(key, index) => (
            <List.Item
              draggable
              onDragStart={() => setDragging(index)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragging !== null && dragging !== index) onChange(move(value, dragging, index));
                setDragging(null);
              }}
              style={{ cursor: 'grab', background: dragging === index ? '#e6f4ff' : undefined }}
              actions={[
                <Button
                  key="up"
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  aria-label={t('exportConfig.up')}
                  onClick={() => onChange(move(value, index, index - 1))}
                />,
                <Button
                  key="down"
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  disabled={index === value.length - 1}
                  aria-label={t('exportConfig.down')}
                  onClick={() => onChange(move(value, index, index + 1))}
                />,
                <Button
                  key="remove"
                  size="small"
                  type="text"
                  icon={<CloseOutlined />}
                  aria-label={t('exportConfig.remove')}
                  onClick={() => onChange(value.filter((k) => k !== key))}
                />,
              ]}
            >
              <HolderOutlined style={{ marginInlineEnd: 8, color: '#999' }} />
              {index + 1}. {titleOf.get(key) ?? key}
            </List.Item>
          )}
        />
      </Col>
    </Row>
  );
}
