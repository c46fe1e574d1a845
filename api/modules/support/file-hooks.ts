import type { WriteHookEntry } from "../../crud/write-hooks.js";
import { fieldError } from "../../errors.js";

// A file is attached by the author of its message, to their own message: a client cannot hang a
// file on a staff reply, nor staff on someone else's words.
export const TICKET_FILE_HOOKS: readonly WriteHookEntry[] = [
  {
    resource: "ticket-files",
    hooks: {
      async beforeWrite(event) {
        if (event.action !== "create" || !event.request?.auth) return;
        const message = await event.trx
          .selectFrom("ticket_messages")
          .select("author_id")
          .where("id", "=", Number(event.values.ticket_message_id))
          .executeTakeFirst();
        if (!message || Number(message.author_id) !== event.request.auth.id)
          throw fieldError("ticket_message_id", "support-api:files.notYourMessage");
      },
    },
  },
];
