// The form of a versioned profile (enterprise or institution information) while it is a draft:
// rules checked on change, blur and submit (spec §5); "save" keeps the draft, "save and submit"
// sends it to review; the server's field errors land on their fields.
import { Button, Flex, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { toast } from '../../ui';
import { type ProfileNamespace, ProfileNamespaceContext } from './BasicField';

/** What the page does with the draft: save it (and maybe submit it to review), or leave. */
export type DraftHandlers<Body> = {
  saving: boolean;
  onSave: (body: Body, submit: boolean) => Promise<unknown>;
  onCancel: () => void;
};

export type ProfileDraftFormProps<Values, Body> = DraftHandlers<Body> & {
  namespace: ProfileNamespace;
  /** The key group of that namespace holding failed, cancel, save and saveAndSubmit. */
  messages: 'form' | 'my';
  initialValues: Partial<Values>;
  toBody: (values: Values) => Body;
  /** Where a server-side detail path (basic.regionCode, contacts.0.mobile) sits in the form. */
  formNameOf: (path: string) => (string | number)[];
  /** Prefix of the save buttons' test ids: `<prefix>-save`, `<prefix>-save-submit`. */
  testIdPrefix?: string;
  children: ReactNode;
};

export function ProfileDraftForm<Values extends object, Body>(props: ProfileDraftFormProps<Values, Body>) {
  const { t } = useTranslation(props.namespace);
  const [form] = Form.useForm<Values>();
  const text = (key: string) => t(`${props.messages}.${key}`);
  const testId = (suffix: string) => (props.testIdPrefix ? `${props.testIdPrefix}-${suffix}` : undefined);

  async function save(submit: boolean) {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      toast.error(text('failed'));
      return;
    }
    try {
      await props.onSave(props.toBody(values), submit);
    } catch (error) {
      // Field errors from the server (dictionary checks, duplicates) go where the person looks.
      if (error instanceof ApiError && error.details.length) {
        form.setFields(
          error.details.map((d) => ({ name: props.formNameOf(d.path) as never, errors: [d.message] })),
        );
        toast.error(error.details.length === 1 ? error.details[0]!.message : text('failed'));
      } else if (error instanceof ApiError) toast.error(error.message);
    }
  }

  return (
    <ProfileNamespaceContext.Provider value={props.namespace}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={props.initialValues}
        validateTrigger={['onChange', 'onBlur']}
        scrollToFirstError
        disabled={props.saving}
      >
        {props.children}
        <Flex justify="flex-end">
          <Space>
            <Button onClick={props.onCancel}>{text('cancel')}</Button>
            <Button loading={props.saving} onClick={() => save(false)} data-testid={testId('save')}>
              {text('save')}
            </Button>
            <Button
              type="primary"
              loading={props.saving}
              onClick={() => save(true)}
              data-testid={testId('save-submit')}
            >
              {text('saveAndSubmit')}
            </Button>
          </Space>
        </Flex>
      </Form>
    </ProfileNamespaceContext.Provider>
  );
}
