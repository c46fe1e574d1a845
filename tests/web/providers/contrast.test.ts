import { describe, expect, it } from "vitest";
import { appTheme, PRIMARY_COLOR } from "../../../web/providers/theme";
import { textOnFill } from "../../../web/components/child-records/tag-colors";

// The theme's text colours against the backgrounds they are written on, by WCAG's formula: the
// browser suite's axe walk finds a failing screen, this names the failing token at once.

function rgb(color: string, background = [255, 255, 255]): number[] {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16));
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(color);
  if (!rgba) throw new Error(`not a colour: ${color}`);
  const alpha = Number(rgba[4]);
  return [1, 2, 3].map((i, k) => Number(rgba[i]) * alpha + background[k] * (1 - alpha));
}

function luminance([r, g, b]: number[]): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(text: string, background: string): number {
  const back = rgb(background);
  const [a, b] = [luminance(rgb(text, back)), luminance(back)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

const token = appTheme(false).token as Record<string, string>;
/** The tokens antd writes text in: quiet text, status texts, links, the primary, preset tags (…7). */
const TEXT_TOKEN = /^colorText(Tertiary|Description|Placeholder)$|Text$|^colorLink$|^colorPrimary$|^[a-z]+7$/;
const TEXT_TOKENS = Object.keys(token).filter((key) => TEXT_TOKEN.test(key));

describe("theme colours", () => {
  it.each(TEXT_TOKENS)("%s reads at 4.5:1 on white and on the page's grey", (key) => {
    expect(contrast(token[key], "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token[key], "#f5f5f5")).toBeGreaterThanOrEqual(4.5);
  });

  it("white text on the primary button reads at 4.5:1", () => {
    expect(contrast("#ffffff", PRIMARY_COLOR)).toBeGreaterThanOrEqual(4.5);
  });

  it("a tag in a row's own colour gets the text that reads on it", () => {
    for (const fill of ["#13c2c2", "#fadb14", "#1677ff", "#0958d9", "#722ed1", "#52c41a", "#000000", "#ffffff"]) {
      const text = textOnFill(fill)!;
      expect(contrast(text === "#fff" ? "#ffffff" : text, fill), fill).toBeGreaterThanOrEqual(4.5);
    }
    expect(textOnFill("blue")).toBeUndefined();
    expect(textOnFill(undefined)).toBeUndefined();
  });
});
