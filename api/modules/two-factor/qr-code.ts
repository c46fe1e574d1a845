import QRCode from "qrcode";

/** The otpauth:// URL as a PNG data URL, for authenticator apps to scan. */
export function qrCodeDataUrl(otpauthUrl: string): Promise<string> {
  return QRCode.toDataURL(otpauthUrl, { type: "image/png", errorCorrectionLevel: "M", margin: 2, width: 240 });
}
