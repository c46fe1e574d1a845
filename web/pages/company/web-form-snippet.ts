// The web-to-lead snippet (docs/crm-api.md, Web-to-lead): a plain HTML form and a few lines of
// script a company pastes into its website, posting to this app's public endpoint. Empty fields
// are left out (the API needs an email or a phone, not empty ones); `website` is the honeypot,
// off screen: people never fill it in, bots do, and their posts are quietly dropped.

export const PUBLIC_LEADS_PATH = "/api/public/lead-requests";

export interface SnippetLabels {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  send: string;
  thanks: string;
  failed: string;
}

export function publicLeadsUrl(origin: string): string {
  return `${origin.replace(/\/+$/, "")}${PUBLIC_LEADS_PATH}`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function webFormSnippet(origin: string, labels: SnippetLabels): string {
  const a = (text: string) => escapeHtml(text);
  const js = (text: string) => JSON.stringify(text);
  return `<form id="lead-form">
  <input name="name" placeholder="${a(labels.name)}" required>
  <input name="email" type="email" placeholder="${a(labels.email)}">
  <input name="phone" type="tel" placeholder="${a(labels.phone)}">
  <input name="company" placeholder="${a(labels.company)}">
  <textarea name="message" placeholder="${a(labels.message)}" required></textarea>
  <input name="website" tabindex="-1" autocomplete="off" aria-hidden="true" style="position:absolute;left:-9999px">
  <button type="submit">${a(labels.send)}</button>
  <p id="lead-form-status" role="status"></p>
</form>
<script>
document.getElementById("lead-form").addEventListener("submit", async function (event) {
  event.preventDefault();
  var form = event.target;
  var body = Object.fromEntries(Array.from(new FormData(form)).filter(function (pair) { return pair[1] !== ""; }));
  var status = document.getElementById("lead-form-status");
  try {
    var answer = await fetch(${js(publicLeadsUrl(origin))}, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body)
    });
    if (!answer.ok) throw new Error(String(answer.status));
    status.textContent = ${js(labels.thanks)};
    form.reset();
  } catch (error) {
    status.textContent = ${js(labels.failed)};
  }
});
</script>`;
}
