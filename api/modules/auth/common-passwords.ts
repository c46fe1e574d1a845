import { dictionary } from "@zxcvbn-ts/language-common";

// zxcvbn-ts's list of the most used passwords (about 49,000, lower-cased, from leaked password
// dumps). Built into a Set on first use: the API pays for it only when a password is chosen.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"] as string[]);
  return common.has(password.toLowerCase());
}
