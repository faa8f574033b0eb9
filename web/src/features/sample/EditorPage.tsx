// /sample/editor: the rich-text editor with a live preview through RichTextView (what readers
// see), its HTML, and a box that renders any HTML through the viewer's filter.
import { Button, Card, Col, Input, Row, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor, RichTextView } from '../../ui/editor';

export default function EditorPage() {
  const { t } = useTranslation('sample');
  const [html, setHtml] = useState('');
  const [raw, setRaw] = useState('');
  const [rendered, setRendered] = useState('');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('editor.title')}>
        <Typography.Paragraph type="secondary">{t('editor.intro')}</Typography.Paragraph>
        <RichTextEditor value={html} onChange={setHtml} autosaveKey="sample-editor" />
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: 'preview',
              label: t('editor.preview'),
              children: (
                <div data-testid="sample-preview">
                  <RichTextView html={html} />
                </div>
              ),
            },
            {
              key: 'html',
              label: t('editor.html'),
              children: (
                <pre className="sample-html" style={{ whiteSpace: 'pre-wrap' }}>
                  {html}
                </pre>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('editor.renderTitle')}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Typography.Paragraph type="secondary">{t('editor.renderHint')}</Typography.Paragraph>
            <Input.TextArea
              rows={8}
              value={raw}
              onChange={(e) => setRaw(e.target.value)}
              data-testid="sample-raw-html"
            />
            <Button style={{ marginTop: 8 }} onClick={() => setRendered(raw)} data-testid="sample-render">
              {t('editor.render')}
            </Button>
          </Col>
          <Col xs={24} md={12} data-testid="sample-rendered">
            <RichTextView html={rendered} />
          </Col>
        </Row>
      </Card>
    </Space>
  );
}
