// The layer modal of spec §2/§7: a modal whose body is an embedded frame, loaded by submitting a
// hidden-field form (action, method, name/value params) into it — how the legacy pages opened
// previews and exports that need a POST.
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';

export type HiddenParam = { name: string; value: string };

export type LayerModalProps = {
  open: boolean;
  onClose: () => void;
  action: string;
  /** HTML forms know GET and POST only; anything else is sent as POST. */
  method?: string;
  params?: HiddenParam[];
  title?: ReactNode;
  width?: number | string;
  /** Height of the frame in pixels. */
  height?: number;
  footer?: ReactNode;
};

export function LayerModal({
  open,
  onClose,
  action,
  method = 'post',
  params = [],
  title,
  width = 960,
  height = 560,
  footer = null,
}: LayerModalProps) {
  const frameName = `layer-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={title}
      width={width}
      footer={footer}
      destroyOnHidden
      centered
    >
      {open && (
        <LayerFrame
          name={frameName}
          action={action}
          method={method}
          params={params}
          height={height}
          title={typeof title === 'string' ? title : action}
        />
      )}
    </Modal>
  );
}

type LayerFrameProps = Required<Pick<LayerModalProps, 'action' | 'method' | 'params' | 'height'>> & {
  name: string;
  title: string;
};

/** Submits on mount (and when the target changes), once the form and the frame are in the document. */
function LayerFrame({ name, action, method, params, height, title }: LayerFrameProps) {
  const form = useRef<HTMLFormElement>(null);
  const formMethod = method.toLowerCase() === 'get' ? 'get' : 'post';
  const signature = JSON.stringify([action, formMethod, params]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-submit exactly when what is sent changes
  useEffect(() => {
    form.current?.submit();
  }, [signature]);
  return (
    <>
      <form ref={form} action={action} method={formMethod} target={name} hidden>
        {params.map((p) => (
          <input key={`${p.name}=${p.value}`} type="hidden" name={p.name} value={p.value} />
        ))}
      </form>
      <iframe name={name} title={title} style={{ width: '100%', height, border: 0, display: 'block' }} />
    </>
  );
}
