// Links: the toolbar's form to add or change one, and the bubble shown on a link, which shortens
// addresses over 30 characters to 20 plus an ellipsis (spec §9).
import { LinkOutlined } from '@ant-design/icons';
import { shortenLink } from '@portal/contract';
import type { Editor } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { Button, Checkbox, Input, Popover, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedLink } from './extensions';
import type { ShowMessage } from './useEditorMessage';

type Props = { editor: Editor; show: ShowMessage };

function LinkForm({ editor, show, onDone }: Props & { onDone: () => void }) {
  const { t } = useTranslation('editor');
  const current = editor.getAttributes('link') as { href?: string; target?: string };
  const [href, setHref] = useState(current.href ?? '');
  const [blank, setBlank] = useState(current.target === '_blank');
  const apply = () => {
    const value = href.trim();
    if (!isAllowedLink(value)) return show(t('link.invalid'), 'warning');
    const attrs = { href: value, target: blank ? '_blank' : null };
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected the address itself becomes the text.
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs }] }).run();
    else chain.setLink(attrs).run();
    onDone();
  };
  return (
    <Space direction="vertical" size={8} style={{ width: 300 }}>
      <Input
        autoFocus
        value={href}
        placeholder="https://"
        aria-label={t('link.href')}
        onChange={(e) => setHref(e.target.value)}
        onPressEnter={apply}
      />
      <Checkbox checked={blank} onChange={(e) => setBlank(e.target.checked)}>
        {t('link.newWindow')}
      </Checkbox>
      <Button type="primary" size="small" onClick={apply}>
        {t('link.apply')}
      </Button>
    </Space>
  );
}

export function LinkButton({ editor, show }: Props) {
  const { t } = useTranslation('editor');
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
      content={<LinkForm editor={editor} show={show} onDone={() => setOpen(false)} />}
    >
      <Tooltip title={t('toolbar.link')}>
        <Button
          type={editor.isActive('link') ? 'primary' : 'text'}
          ghost={editor.isActive('link')}
          size="small"
          icon={<LinkOutlined />}
          aria-label={t('toolbar.link')}
        />
      </Tooltip>
    </Popover>
  );
}

export function LinkBubble({ editor }: { editor: Editor }) {
  const { t } = useTranslation('editor');
  const href = (editor.getAttributes('link').href as string | undefined) ?? '';
  return (
    <BubbleMenu
      editor={editor}
      pluginKey="linkBubble"
      // Below the link: above it, the sticky toolbar would cover the bubble on the first line.
      options={{ placement: 'bottom-start' }}
      shouldShow={({ editor: e }) => e.isActive('link')}
      className="rte-link-bubble"
    >
      <Typography.Link
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        title={href}
        data-testid="rte-link-text"
      >
        {shortenLink(href)}
      </Typography.Link>
      <Button
        type="link"
        size="small"
        onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
      >
        {t('link.remove')}
      </Button>
    </BubbleMenu>
  );
}
