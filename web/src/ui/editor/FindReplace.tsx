// The find-and-replace panel (spec §9): case-insensitive and forward unless changed.
import { SEARCH_DEFAULTS } from '@portal/contract';
import type { Editor } from '@tiptap/react';
import { Button, Checkbox, Input, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findNext, replaceAll, replaceCurrent, type SearchOptions } from './findReplace';
import type { ShowMessage } from './useEditorMessage';

export function FindReplace({ editor, show }: { editor: Editor; show: ShowMessage }) {
  const { t } = useTranslation('editor');
  const [query, setQuery] = useState('');
  const [replacement, setReplacement] = useState('');
  const [options, setOptions] = useState<SearchOptions>({ ...SEARCH_DEFAULTS });
  const notFound = () => show(t('find.notFound', { query }), 'warning');

  return (
    <Space direction="vertical" size={8} style={{ width: 320 }} data-testid="rte-find">
      <Input
        value={query}
        placeholder={t('find.find')}
        aria-label={t('find.find')}
        onChange={(e) => setQuery(e.target.value)}
        onPressEnter={() => findNext(editor, query, options) || notFound()}
      />
      <Input
        value={replacement}
        placeholder={t('find.replace')}
        aria-label={t('find.replace')}
        onChange={(e) => setReplacement(e.target.value)}
      />
      <Space wrap>
        <Checkbox
          checked={options.caseSensitive}
          onChange={(e) => setOptions({ ...options, caseSensitive: e.target.checked })}
        >
          {t('find.caseSensitive')}
        </Checkbox>
        <Radio.Group
          size="small"
          value={options.direction}
          onChange={(e) => setOptions({ ...options, direction: e.target.value })}
          options={[
            { value: 'forward', label: t('find.forward') },
            { value: 'backward', label: t('find.backward') },
          ]}
        />
      </Space>
      <Space wrap>
        <Button size="small" disabled={!query} onClick={() => findNext(editor, query, options) || notFound()}>
          {t('find.next')}
        </Button>
        <Button
          size="small"
          disabled={!query}
          onClick={() => replaceCurrent(editor, query, replacement, options) || notFound()}
        >
          {t('find.replaceOne')}
        </Button>
        <Button
          size="small"
          disabled={!query}
          onClick={() => {
            const count = replaceAll(editor, query, replacement, options.caseSensitive);
            if (count === 0) notFound();
            else show(t('find.replaced', { count }), 'success');
          }}
        >
          {t('find.replaceAll')}
        </Button>
      </Space>
    </Space>
  );
}
