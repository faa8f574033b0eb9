// The 70-colour palette (spec §9): ten per row, the theme colours, their shades, the standard ones.
import { COLOR_PALETTE } from '@portal/contract';
import { Button, Popover, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { icon: ReactNode; label: string; onPick: (color: string | null) => void };

export function ColorPicker({ icon, label, onPick }: Props) {
  const { t } = useTranslation('editor');
  const [open, setOpen] = useState(false);
  const pick = (color: string | null) => {
    setOpen(false);
    onPick(color);
  };
  const palette = (
    <div className="rte-palette">
      <div className="rte-palette__grid" role="listbox" aria-label={label}>
        {COLOR_PALETTE.map((color, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the palette is fixed and repeats one grey (7f7f7f)
            key={`${color}-${i}`}
            type="button"
            role="option"
            aria-selected={false}
            aria-label={color}
            title={color}
            className="rte-palette__swatch"
            style={{ background: color }}
            onClick={() => pick(color)}
          />
        ))}
      </div>
      <Button size="small" type="link" onClick={() => pick(null)}>
        {t('toolbar.clearColor')}
      </Button>
    </div>
  );
  return (
    <Popover content={palette} trigger="click" open={open} onOpenChange={setOpen} placement="bottom">
      <Tooltip title={label}>
        <Button type="text" size="small" icon={icon} aria-label={label} />
      </Tooltip>
    </Popover>
  );
}
