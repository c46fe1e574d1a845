import { useState, type InputHTMLAttributes } from "react";
import EyeInvisibleOutlined from "@ant-design/icons-svg/es/asn/EyeInvisibleOutlined";
import EyeOutlined from "@ant-design/icons-svg/es/asn/EyeOutlined";
import { SvgIcon, type IconDefinition } from "../../components/svg-icon";

interface PlainFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "prefix"> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
  prefix?: IconDefinition;
  /** For a password: a button that shows what was typed. */
  reveal?: { show: string; hide: string };
}

/** A labelled input with its errors below, drawn like antd's large vertical form item (auth.css). */
export function PlainField({
  id,
  label,
  value,
  onChange,
  errors = [],
  prefix,
  reveal,
  type,
  ...input
}: PlainFieldProps) {
  const [shown, setShown] = useState(false);
  const invalid = errors.length > 0;
  return (
    <div className={`auth-field${invalid ? " auth-field-invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <span className="auth-input">
        {prefix && <SvgIcon icon={prefix} />}
        <input
          {...input}
          id={id}
          type={reveal && shown ? "text" : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-errors` : undefined}
        />
        {reveal && (
          <button
            type="button"
            className="auth-reveal"
            aria-label={shown ? reveal.hide : reveal.show}
            onClick={() => setShown((s) => !s)}
          >
            <SvgIcon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        )}
      </span>
      {/* The page may move the focus here (a refused sign-in): the error is read at once. */}
      <div id={`${id}-errors`} className="auth-field-errors" aria-live="polite" tabIndex={invalid ? -1 : undefined}>
        {errors.map((message) => (
          <div key={message}>{message}</div>
        ))}
      </div>
    </div>
  );
}
