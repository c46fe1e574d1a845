import { describe, expect, it } from "vitest";
import { fillVariables, ticketVariables } from "../../../../web/pages/support/conversation/fill-variables";

const ticket = { token: "Ab12Cd34Ef56Gh78", title: "La impresora no imprime", client_name: "Academia Ejemplo" };
const values = ticketVariables({ ticket, userName: "Ana García", origin: "https://app.example.com/" });

describe("canned response variables", () => {
  it("fills every variable the reply box knows", () => {
    const body =
      "Hola {{client.name}}: sobre «{{ticket.title}}» ({{ticket.token}}), véalo en {{ticket.url}}. {{user.name}}";
    expect(fillVariables(body, values)).toBe(
      "Hola Academia Ejemplo: sobre «La impresora no imprime» (Ab12Cd34Ef56Gh78), véalo en "
        + "https://app.example.com/support/ticket-Ab12Cd34Ef56Gh78. Ana García",
    );
  });

  it("fills a variable each time it appears and tolerates spaces inside the braces", () => {
    expect(fillVariables("{{ ticket.token }} / {{ticket.token}}", values)).toBe("Ab12Cd34Ef56Gh78 / Ab12Cd34Ef56Gh78");
  });

  it("leaves unknown variables as typed", () => {
    expect(fillVariables("Hola {{client.phone}} y {{ foo }} y {{client.name}}", values)).toBe(
      "Hola {{client.phone}} y {{ foo }} y Academia Ejemplo",
    );
  });

  it("leaves a known variable without a value as typed", () => {
    const bare = ticketVariables({ ticket: { title: "Sin cliente" }, userName: null, origin: "http://localhost" });
    expect(fillVariables("{{client.name}} {{ticket.url}} {{user.name}} {{ticket.title}}", bare)).toBe(
      "{{client.name}} {{ticket.url}} {{user.name}} Sin cliente",
    );
  });

  it("does not read inherited properties as variables", () => {
    expect(fillVariables("{{constructor}} {{toString}}", values)).toBe("{{constructor}} {{toString}}");
  });

  it("does not expand a value that itself looks like a variable", () => {
    const tricky = ticketVariables({
      ticket: { ...ticket, title: "{{user.name}}" },
      userName: "Ana",
      origin: "http://x",
    });
    expect(fillVariables("{{ticket.title}}", tricky)).toBe("{{user.name}}");
  });

  it("keeps text without variables and lone braces unchanged", () => {
    expect(fillVariables("Sin variables { } {{}} {{ }}", values)).toBe("Sin variables { } {{}} {{ }}");
  });
});
