import { hash, verify } from "@node-rs/argon2";
import { passwordHashCost } from "../../config.js";

// argon2id at OWASP's minimums, unless the test suite asked for the floor (see passwordHashCost).
// algorithm 2 is Argon2id (the package exports it as a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2 as const, parallelism: 1, ...passwordHashCost() };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Compared against when the email is unknown, so a wrong email costs as long as a wrong password.
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword("decoy-password-for-timing");
  return decoy;
}
