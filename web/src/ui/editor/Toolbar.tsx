// The editor's toolbar (spec §9 constants): marks, headings, font size 10–36, line height 1–5,
// paragraph spacing 5–25 px, the 70-colour palette, alignment, lists, links, uploads, tables,
// charts, find and replace, undo/redo and clearing. Insert-side tools are in ToolbarInsert.
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BgColorsOutlined,
  BoldOutlined,
  FontColorsOutlined,
  ItalicOutlined,
  MenuOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { FONT_SIZES, LINE_HEIGHTS, ROW_SPACINGS } from '@portal/contract';
import { type Editor, useEditorState } from '@tiptap/react';
import { Divider, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from './ColorPicker';
import { LinkButton } from './LinkControls';
import { Tool } from './Tool';
import { type InsertActions, ToolbarInsert } from './ToolbarInsert';
import type { ShowMessage } from './useEditorMessage';

const HEADINGS = [1, 2, 3, 4] as const;

export function Toolbar({
  editor,
  show,
  actions,
}: {
  editor: Editor;
  show: ShowMessage;
  actions: InsertActions;
}) {
  const { t } = useTranslation('editor');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      heading: HEADINGS.find((level) => e.isActive('heading', { level })) ?? 0,
      align:
        (['left', 'center', 'right', 'justify'] as const).find((a) => e.isActive({ textAlign: a })) ?? 'left',
      fontSize: (e.getAttributes('textStyle').fontSize as string | undefined) ?? null,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const align = (value: 'left' | 'center' | 'right' | 'justify') => () => chain().setTextAlign(value).run();

  return (
    <div className="rte-toolbar" role="toolbar" data-testid="rte-toolbar">
      <Tool
        label={t('toolbar.undo')}
        icon={<UndoOutlined />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <Tool
        label={t('toolbar.redo')}
        icon={<RedoOutlined />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
      <Divider type="vertical" />
      <Select
        size="small"
        className="rte-toolbar__select"
        aria-label={t('toolbar.paragraph')}
        value={state.heading}
        onChange={(level: number) =>
          level === 0
            ? chain().setParagraph().run()
            : chain()
                .toggleHeading({ level: level as 1 | 2 | 3 | 4 })
                .run()
        }
        options={[
          { value: 0, label: t('toolbar.paragraph') },
          ...HEADINGS.map((level) => ({ value: level, label: t('toolbar.heading', { level }) })),
        ]}
      />
      <Select
        size="small"
        className="rte-toolbar__select"
        placeholder={t('toolbar.fontSize')}
        aria-label={t('toolbar.fontSize')}
        value={state.fontSize}
        allowClear
        onChange={(size?: string) => (size ? chain().setFontSize(size).run() : chain().unsetFontSize().run())}
        options={FONT_SIZES.map((size) => ({ value: `${size}px`, label: `${size}px` }))}
      />
      <Select
        size="small"
        className="rte-toolbar__select"
        placeholder={t('toolbar.lineHeight')}
        aria-label={t('toolbar.lineHeight')}
        value={null}
        allowClear
        onChange={(value?: number) =>
          chain()
            .setBlockLineHeight(value ?? null)
            .run()
        }
        options={LINE_HEIGHTS.map((value) => ({ value, label: String(value) }))}
      />
      <Select
        size="small"
        className="rte-toolbar__select"
        placeholder={t('toolbar.rowSpacing')}
        aria-label={t('toolbar.rowSpacing')}
        value={null}
        allowClear
        onChange={(value?: number) =>
          chain()
            .setRowSpacing(value ?? null)
            .run()
        }
        options={ROW_SPACINGS.map((value) => ({ value, label: `${value}px` }))}
      />
      <Divider type="vertical" />
      <Tool
        label={t('toolbar.bold')}
        icon={<BoldOutlined />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <Tool
        label={t('toolbar.italic')}
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <Tool
        label={t('toolbar.underline')}
        icon={<UnderlineOutlined />}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Tool
        label={t('toolbar.strike')}
        icon={<StrikethroughOutlined />}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
      />
      <ColorPicker
        icon={<FontColorsOutlined />}
        label={t('toolbar.color')}
        onPick={(c) => (c ? chain().setColor(c).run() : chain().unsetColor().run())}
      />
      <ColorPicker
        icon={<BgColorsOutlined />}
        label={t('toolbar.background')}
        onPick={(c) => (c ? chain().setBackgroundColor(c).run() : chain().unsetBackgroundColor().run())}
      />
      <Divider type="vertical" />
      <Tool
        label={t('toolbar.alignLeft')}
        icon={<AlignLeftOutlined />}
        active={state.align === 'left'}
        onClick={align('left')}
      />
      <Tool
        label={t('toolbar.alignCenter')}
        icon={<AlignCenterOutlined />}
        active={state.align === 'center'}
        onClick={align('center')}
      />
      <Tool
        label={t('toolbar.alignRight')}
        icon={<AlignRightOutlined />}
        active={state.align === 'right'}
        onClick={align('right')}
      />
      <Tool
        label={t('toolbar.alignJustify')}
        icon={<MenuOutlined />}
        active={state.align === 'justify'}
        onClick={align('justify')}
      />
      <Tool
        label={t('toolbar.bulletList')}
        icon={<UnorderedListOutlined />}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label={t('toolbar.orderedList')}
        icon={<OrderedListOutlined />}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Divider type="vertical" />
      <LinkButton editor={editor} show={show} />
      <ToolbarInsert editor={editor} show={show} actions={actions} />
    </div>
  );
}
