import { LIMIT_DEFAULT, LIMIT_MAX, LIMIT_MIN, QUERY_MAX, QUERY_MIN } from "./search-request.js";
import type { SearchKind } from "./search-kinds.js";

// GET /api/search as documentation. The values carry no type, so the validator only refuses
// unknown parameters and parseSearchRequest answers each mistake with its own message.
const errorAnswer = { type: "object", properties: { message: { type: "string" }, data: { type: "string" } } };

/** GET /api/search's schema, its `kind` one of the kinds searched. */
export const searchSchemaOf = (kinds: readonly SearchKind[]) => ({
  tags: ["search"],
  summary: "Searches every kind of record the user may list, at once",
  description:
    "Spanish full text (accents ignored, each word a prefix, all words required), then trigram similarity for "
    + "typos when full text finds fewer than `limit`. "
    + "Only the kinds whose resource the user may list, and only the rows their list would show. Empty groups are "
    + "left out.",
  querystring: {
    type: "object",
    additionalProperties: false,
    properties: {
      q: { description: `What to look for, ${QUERY_MIN} to ${QUERY_MAX} characters once trimmed` },
      limit: { description: `Items per group, ${LIMIT_MIN} to ${LIMIT_MAX} (default ${LIMIT_DEFAULT})` },
    },
  },
  response: {
    200: {
      type: "object",
      properties: {
        q: { type: "string" },
        groups: {
          type: "array",
          items: {
            type: "object",
            properties: {
              kind: { type: "string", enum: kinds.map((k) => k.kind) },
              resource: { type: "string" },
              more: { type: "boolean", description: "There are more matches than `limit`" },
              items: {
                type: "array",
                items: {
                  type: "object",
                  properties: {
                    id: { type: "integer" },
                    title: { type: "string" },
                    subtitle: { type: ["string", "null"] },
                    match: { type: "string", enum: ["text", "similar"] },
                    token: {
                      type: "string",
                      description: "A ticket's token, which names its page (/support/ticket-<token>)",
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    400: errorAnswer,
    401: errorAnswer,
  },
});
