// Mails are plain: one column, inline styles (mail clients drop style sheets), a button link.
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

export interface HtmlMail {
  lang: string;
  title: string;
  /** Paragraphs of text, escaped here. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A second, lesser link under the button: its sentence, then the link. */
  secondary?: { text: string; label: string; url: string };
  /** Small print under the button, escaped here. */
  footer: string[];
}

export function renderHtmlMail({ lang, title, paragraphs, action, secondary, footer }: HtmlMail): string {
  const p = (text: string, style = "") => `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" `
      + `style="background:#1677ff;color:#ffffff;padding:12px `
      + `20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
      + p(action.url, "font-size:12px;color:#666;word-break:break-all")
    : "";
  const link = (to: { label: string; url: string }) =>
    `<a href="${escapeHtml(to.url)}" style="color:#1677ff">${escapeHtml(to.label)}</a>`;
  const lesser = secondary ? `<p style="margin:0 0 16px">${escapeHtml(secondary.text)} ${link(secondary)}</p>` : "";
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;font-size:15px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px">
<h1 style="font-size:20px;margin:0 0 20px">${escapeHtml(title)}</h1>
${paragraphs.map((text) => p(text)).join("\n")}
${button}
${lesser}
${footer.map((text) => p(text, "font-size:13px;color:#666")).join("\n")}
</div></body></html>`;
}
