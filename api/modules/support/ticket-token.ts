import crypto from "node:crypto";

// A ticket's public token: 16 characters of [A-Za-z0-9] (about 95 bits), so /support/ticket-{token}
// can neither be guessed nor walked like an id. Rejection sampling keeps every character equally likely.
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const LENGTH = 16;

export function newTicketToken(): string {
  let token = "";
  while (token.length < LENGTH) {
    for (const byte of crypto.randomBytes(LENGTH * 2)) {
      if (byte < 248 && token.length < LENGTH) token += ALPHABET[byte % ALPHABET.length];
    }
  }
  return token;
}
