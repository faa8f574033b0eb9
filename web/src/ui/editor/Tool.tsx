// One toolbar button with its tooltip (shown after 250 ms, hidden after 400 ms, spec §9).
import { EDITOR } from '@portal/contract';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

type ToolProps = {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
};

export function Tool({ label, icon, active, disabled, onClick }: ToolProps) {
  return (
    <Tooltip
      title={label}
      mouseEnterDelay={EDITOR.submenuShowDelayMs / 1000}
      mouseLeaveDelay={EDITOR.submenuHideDelayMs / 1000}
    >
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );
}
