import { useState, type FormEvent } from "react";

// The sign-in form's state and rules without antd's Form (which alone outweighs the rest of the
// screen): values, the errors under each field, and the server's 422 errors put back on them.
export type Rule<V> = (value: string, values: V) => string | null;
export type Errors<V> = Partial<Record<keyof V & string, string[]>>;

export function usePlainForm<V extends Record<string, string>>(initial: V, rules: { [K in keyof V]?: Rule<V>[] }) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (name: keyof V & string, all: V): string[] => {
    const failed = (rules[name] ?? []).map((rule) => rule(all[name], all)).find((m) => m !== null);
    return failed ? [failed] : [];
  };

  /** Like antd: a field is checked as it changes once the form was submitted or shows an error. */
  const change = (name: keyof V & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted || errors[name]?.length) setErrors((e) => ({ ...e, [name]: check(name, next) }));
  };

  const onSubmit = (send: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = Object.fromEntries(Object.keys(values).map((name) => [name, check(name, values)])) as Errors<V>;
    setErrors(found);
    if (Object.values(found).every((list) => !list?.length)) send(values);
  };

  return { values, errors, change, onSubmit, setErrors };
}

export const required =
  <V>(message: string): Rule<V> =>
  (value) =>
    value.trim() ? null : message;

export const minLength =
  <V>(min: number, message: string): Rule<V> =>
  (value) =>
    !value || value.length >= min ? null : message;

// The shape antd's `type: "email"` rule accepts: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email =
  <V>(message: string): Rule<V> =>
  (value) =>
    !value || EMAIL.test(value.trim()) ? null : message;
