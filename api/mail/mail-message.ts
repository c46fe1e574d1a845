/** One mail as the app composes it: already in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (an invoice's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface SentMail {
  /** The .eml file written when no SMTP server is configured. */
  outboxPath?: string;
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}
