// One field of the sign-in form: an icon, the input, an optional button at its end, and the
// message when it was left empty (tied to the input for screen readers).
import { type ReactNode, useId } from 'react';

type Props = {
  name: string;
  label: string;
  value: string;
  error?: string;
  icon: ReactNode;
  suffix?: ReactNode;
  type?: 'text' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
  testId?: string;
  ref: (input: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
  onBlur?: (value: string) => void;
};

export function SignField(props: Props) {
  const errorId = useId();
  const { error } = props;
  return (
    <div className="sign-field">
      <div className={error ? 'sign-field__box sign-field__box--error' : 'sign-field__box'}>
        <span className="sign-field__icon" aria-hidden>
          {props.icon}
        </span>
        <input
          ref={props.ref}
          name={props.name}
          type={props.type ?? 'text'}
          value={props.value}
          placeholder={props.label}
          aria-label={props.label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete={props.autoComplete}
          // biome-ignore lint/a11y/noAutofocus: the sign-in page exists to be typed into
          autoFocus={props.autoFocus}
          data-testid={props.testId}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={(event) => props.onBlur?.(event.target.value)}
        />
        {props.suffix}
      </div>
      {error && (
        <div id={errorId} className="sign-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
