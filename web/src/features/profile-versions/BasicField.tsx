// Fields of the `basic` section that enterprise and institution profiles share. Each is labelled
// from the namespace of the surrounding ProfileDraftForm (as a Form.Item finds its Form) and
// checked by the contract schema it is given (spec §5).
import { Cascader, Col, Form, Input } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TreeOption } from './dictionary';
import { type RuleOptions, useRules } from './useRules';

export type ProfileNamespace = 'enterprise' | 'institution';
export const ProfileNamespaceContext = createContext<ProfileNamespace>('enterprise');

const HALF_ROW = { xs: 24, md: 12 };

type BasicFieldProps = {
  /** The key under `basic` in the form values. */
  name: string;
  /** The key under `fields.*` that labels the field and names it in messages; `name` by default. */
  label?: string;
  /** Without a schema the field has no rules. */
  schema?: z.ZodType;
  rule?: RuleOptions;
  /** A whole row rather than half of one. */
  wide?: boolean;
  normalize?: (value: string) => string | undefined;
  children: ReactNode;
};

export function BasicField({ name, label = name, schema, rule, wide, normalize, children }: BasicFieldProps) {
  const namespace = useContext(ProfileNamespaceContext);
  const { t } = useTranslation(namespace);
  const rules = useRules(namespace);
  return (
    <Col {...(wide ? { span: 24 } : HALF_ROW)}>
      <Form.Item
        name={['basic', name]}
        label={t(`fields.${label}`)}
        normalize={normalize}
        rules={schema && rules(schema, label, rule)}
      >
        {children}
      </Form.Item>
    </Col>
  );
}

type IdentityShape = Record<'name' | 'creditCode' | 'legalRepresentative', z.ZodType>;

/** Name, unified social credit code (upper-cased as typed) and legal representative. */
export function IdentityFields({ shape }: { shape: IdentityShape }) {
  return (
    <>
      <BasicField name="name" schema={shape.name}>
        <Input maxLength={100} />
      </BasicField>
      <BasicField
        name="creditCode"
        schema={shape.creditCode}
        rule={{ invalid: 'creditCode' }}
        normalize={(v) => v?.toUpperCase()}
      >
        <Input maxLength={18} />
      </BasicField>
      <BasicField name="legalRepresentative" schema={shape.legalRepresentative}>
        <Input maxLength={50} />
      </BasicField>
    </>
  );
}

/** The region cascader: the form holds the path, the rule checks its last code. */
export function RegionField(props: { schema: z.ZodType; regions: TreeOption[]; placeholder?: string }) {
  return (
    <BasicField
      name="regionPath"
      label="regionCode"
      schema={props.schema}
      rule={{ choose: true, read: (path) => (path as string[] | undefined)?.at(-1) }}
    >
      <Cascader options={props.regions} placeholder={props.placeholder} showSearch />
    </BasicField>
  );
}

export function WebsiteField({ schema }: { schema: z.ZodType }) {
  return (
    <BasicField name="website" schema={schema} rule={{ invalid: 'website' }}>
      <Input maxLength={200} placeholder="https://" />
    </BasicField>
  );
}
